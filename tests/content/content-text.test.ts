import { describe, expect, it } from 'vitest';
import { normaliseForSearch, paragraphsOf, searchFaq } from '@/lib/content/content-text';

const faq = [
  { heading: 'How do I join?', body: 'Tap Join now and enter your mobile number.' },
  { heading: 'When do my points expire?', body: 'Twelve months after you earned them.' },
  { heading: 'كيف أنضم؟', body: 'اضغط على انضم الآن وأدخل رقم هاتفك.' },
  { heading: 'متى تنتهي صلاحية نقاطي؟', body: 'بعد اثني عشر شهرًا من كسبها.' },
];

describe('FAQ search', () => {
  it('returns every entry for an empty query', () => {
    expect(searchFaq(faq, '')).toHaveLength(4);
    expect(searchFaq(faq, '   ')).toHaveLength(4);
  });

  it('matches every word anywhere in the question or answer, ignoring case', () => {
    expect(searchFaq(faq, 'EXPIRE').map((e) => e.heading)).toEqual(['When do my points expire?']);
    expect(searchFaq(faq, 'mobile join').map((e) => e.heading)).toEqual(['How do I join?']);
    expect(searchFaq(faq, 'join twelve')).toEqual([]);
  });

  it('finds Arabic entries whether or not the member types hamza or tashkeel', () => {
    expect(searchFaq(faq, 'انضم').map((e) => e.heading)).toEqual(['كيف أنضم؟']);
    expect(searchFaq(faq, 'شهرا').map((e) => e.heading)).toEqual(['متى تنتهي صلاحية نقاطي؟']);
    expect(searchFaq(faq, 'صلاحيه').map((e) => e.heading)).toEqual(['متى تنتهي صلاحية نقاطي؟']);
  });

  it('normalises alef, yaa and taa marbuta variants', () => {
    expect(normaliseForSearch('أإآ ى ة')).toBe('ااا ي ه');
  });
});

describe('section bodies', () => {
  it('split into paragraphs at blank lines and keep markup as plain text', () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n \nThree.')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(paragraphsOf('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });
});
