import { noticeSms, noticeText, type NoticeFacts } from '@/services/loyalty/reminders/text';

// services/loyalty/reminders/text.ts: the Arabic dual takes its case from the sentence — genitive
// after a preposition or a noun, nominative as the subject — and every count its own form.

const earned = (points: number): NoticeFacts => ({
  kind: 'points_earned',
  brandName: { en: 'KFC', ar: 'كنتاكي' },
  points,
  expiresAt: null,
  timeZone: 'Asia/Dubai',
});

it('says two points earned as the genitive after على and the nominative as the subject', () => {
  expect(noticeText(earned(2), 'ar')).toEqual({
    title: 'حصلت على نقطتين من كنتاكي',
    body: 'أُضيفت نقطتان إلى رصيدك في كنتاكي من طلبك.',
  });
});

it('gives every other count its own form, in Western digits', () => {
  const bodies = [1, 3, 11, 101].map((n) => noticeText(earned(n), 'ar').body);
  expect(bodies).toEqual([
    'أُضيفت نقطة واحدة إلى رصيدك في كنتاكي من طلبك.',
    'أُضيفت 3 نقاط إلى رصيدك في كنتاكي من طلبك.',
    'أُضيفت 11 نقطة إلى رصيدك في كنتاكي من طلبك.',
    'أُضيفت 101 نقطة إلى رصيدك في كنتاكي من طلبك.',
  ]);
  expect(noticeText(earned(2), 'en').body).toBe(
    '2 points from your order were added to your KFC balance.',
  );
});

// Points expiring on one day, every brand's together (docs/product.md §4 Reminders): the total in
// the title, after صلاحية in the genitive; each brand's part in the body, standing on its own in
// the nominative; "use them" in the dual for two points.

const TGIF = { en: 'TGI Fridays', ar: 'تي جي آي فرايديز' };
const AMRX = { en: 'AMRX Rewards', ar: 'مكافآت AMRX' };
const KFC = { en: 'KFC', ar: 'كنتاكي' };

const expiring = (...parts: [{ en: string; ar: string }, number][]): NoticeFacts => ({
  kind: 'points_expiring',
  brands: parts.map(([brandName, points]) => ({ brandCode: brandName.en, brandName, points })),
  expiresAt: new Date('2025-12-07T10:00:00Z'),
  timeZone: 'Asia/Dubai',
});

it('says the total expiring on a day and each brand’s part, in English and Arabic', () => {
  const day = expiring([TGIF, 100], [AMRX, 50]);
  expect(noticeText(day, 'en')).toEqual({
    title: '150 points expire on 7 December',
    body: 'TGI Fridays 100 points, AMRX Rewards 50 points. Use them before then.',
  });
  expect(noticeText(day, 'ar')).toEqual({
    title: 'تنتهي صلاحية 150 نقطة في 7 ديسمبر',
    body: '100 نقطة من تي جي آي فرايديز، و50 نقطة من مكافآت AMRX. استخدمها قبل ذلك.',
  });
  // A text has no title: the total and the day come first.
  expect(noticeSms(day, 'en')).toBe(
    'AMRX: 150 points expire on 7 December. TGI Fridays 100 points, AMRX Rewards 50 points. Use them before then.',
  );
  expect(noticeSms(day, 'ar')).toBe(
    'AMRX: تنتهي صلاحية 150 نقطة في 7 ديسمبر. 100 نقطة من تي جي آي فرايديز، و50 نقطة من مكافآت AMRX. استخدمها قبل ذلك.',
  );
});

it('gives the total the genitive and a brand’s part the nominative, each count its own form', () => {
  const ar = [1, 2, 3, 11].map((n) => noticeText(expiring([KFC, n]), 'ar'));
  expect(ar).toEqual([
    {
      title: 'تنتهي صلاحية نقطة واحدة في 7 ديسمبر',
      body: 'نقطة واحدة من كنتاكي. استخدمها قبل ذلك.',
    },
    { title: 'تنتهي صلاحية نقطتين في 7 ديسمبر', body: 'نقطتان من كنتاكي. استخدمهما قبل ذلك.' },
    { title: 'تنتهي صلاحية 3 نقاط في 7 ديسمبر', body: '3 نقاط من كنتاكي. استخدمها قبل ذلك.' },
    { title: 'تنتهي صلاحية 11 نقطة في 7 ديسمبر', body: '11 نقطة من كنتاكي. استخدمها قبل ذلك.' },
  ]);
  const en = [1, 2, 3, 11].map((n) => noticeText(expiring([KFC, n]), 'en'));
  expect(en).toEqual([
    { title: '1 point expires on 7 December', body: 'KFC 1 point. Use it before then.' },
    { title: '2 points expire on 7 December', body: 'KFC 2 points. Use them before then.' },
    { title: '3 points expire on 7 December', body: 'KFC 3 points. Use them before then.' },
    { title: '11 points expire on 7 December', body: 'KFC 11 points. Use them before then.' },
  ]);
  // Two brands' single and dual parts make a total of 3.
  expect(noticeText(expiring([KFC, 2], [TGIF, 1]), 'ar')).toEqual({
    title: 'تنتهي صلاحية 3 نقاط في 7 ديسمبر',
    body: 'نقطتان من كنتاكي، ونقطة واحدة من تي جي آي فرايديز. استخدمها قبل ذلك.',
  });
  expect(noticeText(expiring([KFC, 2], [TGIF, 1]), 'en').body).toBe(
    'KFC 2 points, TGI Fridays 1 point. Use them before then.',
  );
});
