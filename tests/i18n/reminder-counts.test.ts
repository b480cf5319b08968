import { noticeSms, noticeText, type NoticeFacts } from '@/services/loyalty/reminders/text';

// The counts a reminder writes itself (services/loyalty/reminders/text.ts), outside the message
// catalogue: each in the form Arabic gives it — one and two in words, the dual nominative as the
// subject ("أُضيفت نقطتان") and genitive after a preposition or a noun ("على نقطتين"), 3–10 in the
// plural, 0 and 11 up in the singular — and never "2 نقطة" or "11 نقاط".

const KFC = { en: 'KFC', ar: 'كنتاكي' };

const earned = (points: number): NoticeFacts => ({
  kind: 'points_earned',
  brandName: KFC,
  points,
  expiresAt: null,
  timeZone: 'Asia/Dubai',
});

const expiring = (points: number): NoticeFacts => ({
  kind: 'points_expiring',
  brands: [{ brandCode: 'KFC', brandName: KFC, points }],
  expiresAt: new Date('2025-12-07T10:00:00Z'),
  timeZone: 'Asia/Dubai',
});

const COUNTS = [0, 1, 2, 3, 11, 101];

it('writes the points earned in the form each count takes, as object and as subject', () => {
  expect(COUNTS.map((n) => noticeText(earned(n), 'ar'))).toEqual([
    { title: 'حصلت على 0 نقطة من كنتاكي', body: 'أُضيفت 0 نقطة إلى رصيدك في كنتاكي من طلبك.' },
    {
      title: 'حصلت على نقطة واحدة من كنتاكي',
      body: 'أُضيفت نقطة واحدة إلى رصيدك في كنتاكي من طلبك.',
    },
    { title: 'حصلت على نقطتين من كنتاكي', body: 'أُضيفت نقطتان إلى رصيدك في كنتاكي من طلبك.' },
    { title: 'حصلت على 3 نقاط من كنتاكي', body: 'أُضيفت 3 نقاط إلى رصيدك في كنتاكي من طلبك.' },
    { title: 'حصلت على 11 نقطة من كنتاكي', body: 'أُضيفت 11 نقطة إلى رصيدك في كنتاكي من طلبك.' },
    {
      title: 'حصلت على 101 نقطة من كنتاكي',
      body: 'أُضيفت 101 نقطة إلى رصيدك في كنتاكي من طلبك.',
    },
  ]);
  expect(noticeSms(earned(2), 'ar')).toBe('AMRX: أُضيفت نقطتان إلى رصيدك في كنتاكي من طلبك.');
  expect(COUNTS.map((n) => noticeText(earned(n), 'en').title)).toEqual([
    'You earned 0 points at KFC',
    'You earned 1 point at KFC',
    'You earned 2 points at KFC',
    'You earned 3 points at KFC',
    'You earned 11 points at KFC',
    'You earned 101 points at KFC',
  ]);
});

it('writes the points expiring in the form each count takes', () => {
  expect(COUNTS.slice(1).map((n) => noticeSms(expiring(n), 'ar'))).toEqual([
    'AMRX: تنتهي صلاحية نقطة واحدة في 7 ديسمبر. نقطة واحدة من كنتاكي. استخدمها قبل ذلك.',
    'AMRX: تنتهي صلاحية نقطتين في 7 ديسمبر. نقطتان من كنتاكي. استخدمهما قبل ذلك.',
    'AMRX: تنتهي صلاحية 3 نقاط في 7 ديسمبر. 3 نقاط من كنتاكي. استخدمها قبل ذلك.',
    'AMRX: تنتهي صلاحية 11 نقطة في 7 ديسمبر. 11 نقطة من كنتاكي. استخدمها قبل ذلك.',
    'AMRX: تنتهي صلاحية 101 نقطة في 7 ديسمبر. 101 نقطة من كنتاكي. استخدمها قبل ذلك.',
  ]);
});

it('never puts a digit before one or two, nor the wrong number after one', () => {
  const texts = COUNTS.flatMap((n) =>
    [earned(n), ...(n > 0 ? [expiring(n)] : [])].flatMap((facts) => {
      const t = noticeText(facts, 'ar');
      return [t.title, t.body, noticeSms(facts, 'ar')];
    }),
  );
  const rules = new Intl.PluralRules('ar');
  const wrong = texts.filter(
    (text) =>
      text.includes('أُضيفت نقطتين') ||
      [...text.matchAll(/(?<![\d.,])(\d+)\s*(نقطة|نقاط|نقطتان|نقطتين)/gu)].some(([, n, noun]) => {
        const category = rules.select(Number(n));
        if (category === 'one' || category === 'two') return true;
        return category === 'few' ? noun !== 'نقاط' : noun !== 'نقطة';
      }),
  );
  expect(wrong).toEqual([]);
});
