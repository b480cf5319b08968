import { formattedDatesIn } from '@/lib/server/first-paint';
import { RewardSchema, type Reward } from '@/lib/contract/loyalty';
import { formattedDateAndTime } from '@/lib/i18n/format';
import { bySuffix } from '@/lib/i18n/localized';
import { inLanguage, listInput, pagesKey } from '@/lib/rewards/reward-pages';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';

// The date-times in a member page's first-paint readings, formatted on the server for the
// browser's first render (lib/i18n/format.ts rememberFormattedDates).

describe('formattedDatesIn', () => {
  const reading = {
    total: 450,
    brands: {
      KFC: { nextExpiry: { points: 20, date: '2026-12-01T00:00:00.000Z' } },
      PHD: { nextExpiry: { points: 5, date: '2026-12-01T00:00:00.000Z' } },
      HRD: { nextExpiry: null, joined: '2026-01-15', note: '2026-13-01T10:00Z' },
    },
    pages: [{ rewards: [{ code: '2026-12-01', at: '2026-03-05T20:30:00Z' }] }],
  };

  it('finds every date-time anywhere in a reading, once each, and nothing else', () => {
    expect(formattedDatesIn(reading, 'en')).toEqual([
      ...formattedDateAndTime('2026-12-01T00:00:00.000Z', 'en'),
      ...formattedDateAndTime('2026-03-05T20:30:00Z', 'en'),
    ]);
  });

  it('formats each in every time zone asked for, once per zone', () => {
    const dates = formattedDatesIn(reading, 'en', ['Asia/Dubai', 'Asia/Riyadh', 'Asia/Dubai'])
      .map(([, text]) => text)
      .filter((text) => /\d{4}$/.test(text));
    // 20:30 UTC is past midnight in Dubai (UTC+4) but not in Riyadh (UTC+3).
    expect(dates).toEqual(['1 Dec 2026', '1 Dec 2026', '6 Mar 2026', '5 Mar 2026']);
  });
});

describe('a first page of rewards as a page seeds it', () => {
  // The catalogue's Zinger meal as the list answers it.
  const zinger = REWARD_SEEDS.find((seed) => seed.id === 'kfc-zinger-meal')!;
  const reward = (id: string): Reward => ({
    ...zinger,
    id,
    status: 'available',
    couponCode: null,
    expiresAt: null,
    redeemedAt: null,
  });
  const page = { items: [reward('a'), reward('b')], isNextPage: true };

  it('carries each item’s words in the page’s language only, and the rest as it was', () => {
    const arabic = inLanguage(page, 'ar');
    expect(arabic.isNextPage).toBe(true);
    for (const item of arabic.items) {
      expect(item).toMatchObject({
        titleEn: '',
        descriptionEn: '',
        termsEn: '',
        titleAr: 'وجبة زنجر مجانية',
        termsAr: zinger.termsAr,
      });
      expect(bySuffix(item, 'title', 'ar')).toBe('وجبة زنجر مجانية');
      expect(RewardSchema.parse(item)).toEqual(item);
    }
    const english = inLanguage(page, 'en').items[1]!;
    expect(english).toEqual({ ...reward('b'), titleAr: '', descriptionAr: '', termsAr: '' });
    expect(page.items[0]!.titleEn).toBe('Free Zinger meal');
  });

  it('is held under a key of its language, which a page in the other language does not read', () => {
    const input = listInput('KFC', 'all');
    expect(pagesKey('reward-list', input, 'ar')).toEqual([
      'reward-list',
      { brand: 'kfc', pageSize: 6 },
      'pages',
      'ar',
    ]);
    expect(pagesKey('reward-list', input, 'en')).not.toEqual(pagesKey('reward-list', input, 'ar'));
  });
});
