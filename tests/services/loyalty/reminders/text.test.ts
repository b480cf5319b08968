import { noticeText, type NoticeFacts } from '@/services/loyalty/reminders/text';

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
