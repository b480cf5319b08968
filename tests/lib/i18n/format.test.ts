import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import {
  formatDate,
  formatMoney,
  formattedDateAndTime,
  formatPoints,
  formatTime,
  formatValidity,
  normaliseDurationUnit,
  padPoints,
} from '@/lib/i18n/format';

describe('padPoints (docs/product.md §5)', () => {
  it('pads to three digits by default', () => {
    expect(padPoints(0)).toBe('000');
    expect(padPoints(7)).toBe('007');
    expect(padPoints(42)).toBe('042');
    expect(padPoints(999)).toBe('999');
  });
  it('pads to a configured minimum and never truncates', () => {
    expect(padPoints(7, 5)).toBe('00007');
    expect(padPoints(123456, 3)).toBe('123456');
    expect(padPoints(5, 0)).toBe('5');
  });
  it('refuses non-integers', () => {
    expect(() => padPoints(1.5)).toThrow(RangeError);
    expect(() => padPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPoints (docs/product.md §9)', () => {
  it.each([
    [1000, '1k'],
    [1500, '1.5k'],
    [1050, '1k'],
    [1999, '1.9k'],
    [12345, '12.3k'],
    [250000, '250k'],
  ])('%i → %s', (points, text) => {
    expect(formatPoints(points, 'en')).toBe(text);
  });
  it.each([
    [1000, '1\u00a0ألف'],
    [1500, '1.5\u00a0ألف'],
    [1999, '1.9\u00a0ألف'],
    [3000, '3\u00a0آلاف'],
    [10900, '10.9\u00a0ألف'],
    [12345, '12.3\u00a0ألف'],
    [250000, '250\u00a0ألف'],
  ])('%i → %s in Arabic, in words and Western digits', (points, text) => {
    expect(formatPoints(points, 'ar')).toBe(text);
  });
  it('pads below 1000', () => {
    expect(formatPoints(50, 'en')).toBe('050');
    expect(formatPoints(999, 'en')).toBe('999');
    expect(formatPoints(50, 'ar')).toBe('050');
    expect(formatPoints(7, 'ar', 5)).toBe('00007');
  });
  it('keeps the sign of a negative movement', () => {
    expect(formatPoints(-1500, 'en')).toBe('-1.5k');
    expect(formatPoints(-5, 'en')).toBe('-005');
    expect(formatPoints(-1500, 'ar')).toBe('-1.5\u00a0ألف');
  });
});

describe('dates and times (docs/product.md §9)', () => {
  const instant = '2026-03-05T13:07:00Z'; // 17:07 in Dubai
  it('formats day, short month, year in en-GB', () => {
    expect(formatDate(instant, 'en')).toBe('5 Mar 2026');
  });
  it('formats in ar-EG with Western digits, one digit system on the page', () => {
    expect(formatDate(instant, 'ar')).toBe(
      new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Dubai',
      }).format(new Date(instant)),
    );
    expect(formatDate(instant, 'ar')).toMatch(/2026/);
    expect(formatDate(instant, 'ar')).not.toMatch(/[٠-٩]/);
    expect(formatTime(instant, 'ar')).not.toMatch(/[٠-٩]/);
  });
  it('uses the member time zone for the calendar day', () => {
    expect(formatDate('2026-03-05T21:30:00Z', 'en', 'Asia/Dubai')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05T21:30:00Z', 'en', 'Asia/Riyadh')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05T20:30:00Z', 'en', 'Asia/Riyadh')).toBe('5 Mar 2026');
  });
  it('shows times in the 12-hour format', () => {
    expect(formatTime(instant, 'en').toLowerCase().replace(/\s/g, ' ')).toBe('5:07 pm');
    expect(formatTime(instant, 'ar')).toMatch(/م/);
    // Midday and midnight hours read 12, never 0.
    expect(formatTime('2026-11-22T08:42:00Z', 'en').replace(/\s/g, ' ')).toBe('12:42 pm');
    expect(formatTime('2026-11-22T20:05:00Z', 'en').replace(/\s/g, ' ')).toBe('12:05 am');
  });
});

describe('formatMoney (docs/product.md §2 Points widget)', () => {
  // Bidi marks and the no-break space Intl puts in are kept; they are spelled out here.
  const RLM = '\u200f';
  const NBSP = '\u00a0';
  it('writes the currency code first in English', () => {
    expect(formatMoney(12.5, 'AED', 'en')).toBe(`AED${NBSP}12.50`);
    expect(formatMoney(12.5, 'SAR', 'en')).toBe(`SAR${NBSP}12.50`);
    expect(formatMoney(1234.5, 'AED', 'en')).toBe(`AED${NBSP}1,234.50`);
    expect(formatMoney(0, 'SAR', 'en')).toBe(`SAR${NBSP}0.00`);
  });
  it('writes the Arabic currency sign after the amount, in Western digits', () => {
    expect(formatMoney(12.5, 'AED', 'ar')).toBe(`${RLM}12.50${NBSP}د.إ.${RLM}`);
    expect(formatMoney(12.5, 'SAR', 'ar')).toBe(`${RLM}12.50${NBSP}ر.س.${RLM}`);
    expect(formatMoney(1234.5, 'SAR', 'ar')).not.toMatch(/[٠-٩٫٬]/);
  });
  it('rounds to the currency’s cents', () => {
    expect(formatMoney(0.07 * 3, 'AED', 'en')).toBe(`AED${NBSP}0.21`);
    expect(formatMoney(123 * 0.08, 'AED', 'en')).toBe(`AED${NBSP}9.84`);
  });
});

describe("the server's formatted dates (lib/server/first-paint.ts)", () => {
  it('are the date and time formatDate and formatTime give, under the instant, language and time zone', () => {
    const [[dateKey, date], [timeKey, time]] = formattedDateAndTime(
      '2026-03-05T21:30:00Z',
      'en',
      'Asia/Riyadh',
    );
    expect(date).toBe('6 Mar 2026');
    expect(time.replace(/\s/g, ' ')).toBe('12:30 am');
    expect(timeKey).not.toBe(dateKey);
    // The same instant written another way is the same date.
    expect(formattedDateAndTime('2026-03-06T01:30:00+04:00', 'en', 'Asia/Riyadh')[0][0]).toBe(
      dateKey,
    );
    expect(formattedDateAndTime('2026-03-05T21:30:00Z', 'ar', 'Asia/Riyadh')[0][0]).not.toBe(
      dateKey,
    );
    expect(formattedDateAndTime('2026-03-05T21:30:00Z', 'en', 'Asia/Dubai')[0][0]).not.toBe(
      dateKey,
    );
  });
  it('are what formatDate and formatTime answer when given them, for that instant, language and zone only', () => {
    const at = '2026-03-05T13:07:00Z';
    const [[dateKey], [timeKey]] = formattedDateAndTime(at, 'en');
    // Text Intl would never produce: what is answered can only be the given text.
    const given = { [dateKey]: 'server date', [timeKey]: 'server time' };
    expect(formatDate(at, 'en', 'Asia/Dubai', given)).toBe('server date');
    expect(formatTime('2026-03-05T17:07:00+04:00', 'en', 'Asia/Dubai', given)).toBe('server time');
    expect(formatDate(at, 'ar', 'Asia/Dubai', given)).not.toBe('server date');
    expect(formatDate(at, 'en', 'Asia/Riyadh', given)).toBe('5 Mar 2026');
    expect(formatDate('2026-03-06T13:07:00Z', 'en', 'Asia/Dubai', given)).toBe('6 Mar 2026');
  });
  it('leave nothing behind: a call without them formats as usual', () => {
    const at = '2026-03-05T13:07:00Z';
    const [[key]] = formattedDateAndTime(at, 'en');
    expect(formatDate(at, 'en', 'Asia/Dubai', { [key]: 'not this' })).toBe('not this');
    expect(formatDate(at, 'en')).toBe('5 Mar 2026');
  });
});

describe('formatValidity (docs/product.md §9)', () => {
  const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'Validity' });
  const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'Validity' });
  it('shows hours as Hrs', () => {
    expect(formatValidity(tEn, 48, 'hours')).toBe('Use within 48 Hrs');
    expect(formatValidity(tEn, 1, 'Hrs')).toBe('Use within 1 Hrs');
  });
  it('pluralises days', () => {
    expect(formatValidity(tEn, 1, 'day')).toBe('Use within 1 Day');
    expect(formatValidity(tEn, 7, 'Days')).toBe('Use within 7 Days');
    expect(formatValidity(tEn, 1, 'week')).toBe('Use within 1 Week');
    expect(formatValidity(tEn, 3, 'months')).toBe('Use within 3 Months');
  });
  it('has Arabic text, the number inside the form its count takes', () => {
    expect(formatValidity(tAr, 3, 'days')).toBe('استخدمها خلال 3 أيام');
    expect(formatValidity(tAr, 1, 'days')).toBe('استخدمها خلال يوم واحد');
    expect(formatValidity(tAr, 2, 'days')).toBe('استخدمها خلال يومين');
    expect(formatValidity(tAr, 11, 'days')).toBe('استخدمها خلال 11 يومًا');
    expect(formatValidity(tAr, 2, 'hours')).toBe('استخدمها خلال ساعتين');
    expect(formatValidity(tAr, 3, 'hours')).toBe('استخدمها خلال 3 ساعات');
    expect(formatValidity(tAr, 24, 'hours')).toBe('استخدمها خلال 24 ساعة');
    expect(formatValidity(tAr, 2, 'weeks')).toBe('استخدمها خلال أسبوعين');
    expect(formatValidity(tAr, 6, 'months')).toBe('استخدمها خلال 6 أشهر');
  });
  it('refuses an unknown unit', () => {
    expect(normaliseDurationUnit('fortnights')).toBe(null);
    expect(() => formatValidity(tEn, 2, 'years')).toThrow(RangeError);
  });
});
