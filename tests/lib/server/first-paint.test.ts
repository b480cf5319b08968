import { formattedDatesIn, readForFirstPaint } from '@/lib/server/first-paint';
import { RewardSchema, type Reward } from '@/lib/contract/loyalty';
import { apiKey } from '@/lib/api/api-key';
import { formattedDateAndTime } from '@/lib/i18n/format';
import { bySuffix } from '@/lib/i18n/localized';
import { historyKey } from '@/lib/history/rows';
import { inLanguage, listInput, pagesKey } from '@/lib/rewards/reward-pages';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';

// What the server reads for a page's first paint (lib/server/first-paint.ts): the readings as
// TanStack Query's dehydrated state, and the date-times in them formatted on the server for the
// browser's first render (components/providers/server-dates.tsx).

// The upstream as the server reads it: each call answers what `answers` holds for it, or fails;
// `clock` is the time, which an answer may move on; `thrown` is what a call throws instead.
const upstream = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  clock: { now: 0, answerTakes: 0 },
  thrown: null as unknown,
  asked: [] as [string, unknown][],
}));
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async (name: string, input: unknown) => {
    upstream.asked.push([name, input]);
    if (upstream.thrown) throw upstream.thrown;
    upstream.clock.now += upstream.clock.answerTakes;
    return upstream.answers.has(name)
      ? { ok: true, status: 200, data: upstream.answers.get(name) }
      : { ok: false, status: 502, code: 'upstream_unavailable', message: 'Try again' };
  },
}));

const MEMBER = { cCode: '+971', phnNo: '501234567' };
const BALANCES = {
  total: 450,
  brands: { KFC: { nextExpiry: { points: 20, date: '2026-12-01T00:00:00.000Z' } } },
};

describe('readForFirstPaint', () => {
  beforeEach(() => {
    upstream.answers.clear();
    upstream.asked.length = 0;
    upstream.thrown = null;
    upstream.clock.now = 1_000_000;
    upstream.clock.answerTakes = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => upstream.clock.now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('dehydrates each reading under the key its query gives, the lists’ and history’s as first pages', async () => {
    upstream.answers.set('loyalty-brands', BALANCES);
    upstream.answers.set('voucher-list', { vouchers: [], isNextPage: true });
    upstream.answers.set('reward-history', { rewards: [], isNextPage: false });
    const { state } = await readForFirstPaint(
      [
        { name: 'loyalty-brands', input: MEMBER },
        { list: 'voucher-list', brand: 'KFC' },
        { history: { tab: 'earned' } },
      ],
      'ar',
      [],
    );
    expect(state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [apiKey('loyalty-brands', MEMBER), BALANCES],
      [
        pagesKey('voucher-list', listInput('KFC', 'all'), 'ar'),
        { pages: [{ items: [], isNextPage: true }], pageParams: [1] },
      ],
      [
        historyKey({ tab: 'earned' }, 'ar'),
        { pages: [{ rewards: [], isNextPage: false }], pageParams: [1] },
      ],
    ]);
    expect(upstream.asked).toEqual([
      ['loyalty-brands', MEMBER],
      ['voucher-list', { brand: 'kfc', pageSize: 6, page: 1 }],
      ['reward-history', { filter: 'earned', page: 1, pageSize: 10 }],
    ]);
  });

  it('leaves a read that fails out, for the browser to make and show its error', async () => {
    upstream.answers.set('transfer-limits', { minimum: 100 });
    const { state } = await readForFirstPaint(
      [{ name: 'loyalty-brands', input: MEMBER }, { name: 'transfer-limits' }],
      'en',
      [],
    );
    expect(state.queries.map((query) => query.queryKey)).toEqual([apiKey('transfer-limits')]);
  });

  it('stamps each reading with when it was asked for, not when it was answered', async () => {
    upstream.answers.set('loyalty-brands', BALANCES);
    upstream.clock.answerTakes = 5_000;
    const { state } = await readForFirstPaint(
      [{ name: 'loyalty-brands', input: MEMBER }],
      'en',
      [],
    );
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(1_000_000);
    expect(upstream.clock.now).toBe(1_005_000);
  });

  it('formats the readings’ date-times in each of the page’s time zones', async () => {
    upstream.answers.set('loyalty-brands', BALANCES);
    const { dates } = await readForFirstPaint([{ name: 'loyalty-brands', input: MEMBER }], 'en', [
      'Asia/Dubai',
      'Asia/Riyadh',
    ]);
    expect(dates).toEqual(
      Object.fromEntries([
        ...formattedDateAndTime('2026-12-01T00:00:00.000Z', 'en', 'Asia/Dubai'),
        ...formattedDateAndTime('2026-12-01T00:00:00.000Z', 'en', 'Asia/Riyadh'),
      ]),
    );
  });

  it('lets what Next throws to render dynamically go on up', async () => {
    const dynamic = Object.assign(new Error('Dynamic server usage'), {
      digest: 'DYNAMIC_SERVER_USAGE',
    });
    upstream.thrown = dynamic;
    await expect(
      readForFirstPaint([{ name: 'loyalty-brands', input: MEMBER }], 'en', []),
    ).rejects.toBe(dynamic);
  });
});

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
    expect(formattedDatesIn(reading, 'en')).toEqual(
      Object.fromEntries([
        ...formattedDateAndTime('2026-12-01T00:00:00.000Z', 'en'),
        ...formattedDateAndTime('2026-03-05T20:30:00Z', 'en'),
      ]),
    );
  });

  it('formats each in every time zone asked for, once per zone', () => {
    const dates = Object.values(
      formattedDatesIn(reading, 'en', ['Asia/Dubai', 'Asia/Riyadh', 'Asia/Dubai']),
    ).filter((text) => /\d{4}$/.test(text));
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
