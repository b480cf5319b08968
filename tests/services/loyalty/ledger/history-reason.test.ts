import { describe, expect, it } from 'vitest';
import { rateText, reason } from '@/services/loyalty/ledger/history';

// A history row's reason as the service writes it (services/loyalty/ledger/history.ts,
// docs/product.md §9 Direction): a transfer's rate in points of each brand, each count in the
// form its number takes, and in Arabic every order id and brand name isolated (FSI … PDI), so
// that "مكافآت AMRX" and "QA-J4-503978626-1" keep their order inside the sentence.

const FSI = '\u2068';
const PDI = '\u2069';
const NBSP = '\u00a0';
const iso = (text: string) => `${FSI}${text}${PDI}`;

const NAMES = new Map([
  ['AMRX', { en: 'AMRX Rewards', ar: 'مكافآت AMRX' }],
  ['PHD', { en: 'Pizza Hut', ar: 'بيتزا هت' }],
  ['KFC', { en: 'KFC', ar: 'كنتاكي' }],
]);

const transfer = (kind: 'transfer-in' | 'transfer-out', rate: string, lang: 'en' | 'ar') =>
  reason(
    kind,
    {
      txKind: 'transfer',
      account: 'wallet',
      memo: { sourceBrand: 'AMRX', targetBrand: 'PHD', rate },
    },
    kind === 'transfer-in' ? 60 : -60,
    lang,
    NAMES,
  );

describe('a transfer’s line in the history', () => {
  it.each([
    ['1:1', `(نقطة واحدة من ${iso('مكافآت AMRX')} = نقطة واحدة من ${iso('بيتزا هت')})`],
    ['2:1', `(نقطة واحدة من ${iso('مكافآت AMRX')} = نقطتان من ${iso('بيتزا هت')})`],
    ['5:1', `(نقطة واحدة من ${iso('مكافآت AMRX')} = 5${NBSP}نقاط من ${iso('بيتزا هت')})`],
    ['11:1', `(نقطة واحدة من ${iso('مكافآت AMRX')} = 11${NBSP}نقطة من ${iso('بيتزا هت')})`],
  ])('says a rate of %s in Arabic, the brands isolated', (rate, text) => {
    expect(transfer('transfer-in', rate, 'ar')).toBe(`تحويل من ${iso('مكافآت AMRX')} ${text}`);
    expect(transfer('transfer-out', rate, 'ar')).toBe(`تحويل إلى ${iso('بيتزا هت')} ${text}`);
  });

  it.each([
    ['1:1', `(1${NBSP}AMRX Rewards point = 1${NBSP}Pizza Hut point)`],
    ['2:1', `(1${NBSP}AMRX Rewards point = 2${NBSP}Pizza Hut points)`],
    ['5:1', `(1${NBSP}AMRX Rewards point = 5${NBSP}Pizza Hut points)`],
    ['11:1', `(1${NBSP}AMRX Rewards point = 11${NBSP}Pizza Hut points)`],
  ])('says a rate of %s in English, pluralised', (rate, text) => {
    expect(transfer('transfer-in', rate, 'en')).toBe(`Transfer from AMRX Rewards ${text}`);
    expect(transfer('transfer-out', rate, 'en')).toBe(`Transfer to Pizza Hut ${text}`);
  });

  it('writes an uneven rate as a decimal, in the form a fraction takes', () => {
    expect(rateText(0.6667, 'KFC', 'Pizza Hut', 'en')).toBe(
      `1${NBSP}KFC point = 0.6667${NBSP}Pizza Hut points`,
    );
    expect(rateText(1.5, 'كنتاكي', 'بيتزا هت', 'ar')).toBe(
      `نقطة واحدة من ${iso('كنتاكي')} = 1.5${NBSP}نقطة من ${iso('بيتزا هت')}`,
    );
  });

  it('never writes a digit before an Arabic dual, nor the old "1 مكافآت 1 =" line', () => {
    for (const rate of ['1:1', '2:1', '3:1', '10:1', '11:1', '100:1', '1:2'])
      expect(transfer('transfer-in', rate, 'ar')).not.toMatch(/\d\s*(?:نقطتان|نقطتين)|\(1 /u);
  });
});

describe('the other reasons in Arabic', () => {
  const order = 'QA-J4-503978626-1';
  const memo = { orderId: order, brand: 'KFC' };
  const row = (txKind: string, account = 'wallet') => ({ txKind, account, memo });

  it('isolate an order id and the brand, and leave English as it was', () => {
    expect(reason('earned', row('earn'), 50, 'ar', NAMES)).toBe(
      `طلب ${iso(order)} لدى ${iso('كنتاكي')}`,
    );
    expect(reason('earned', row('earn'), 50, 'en', NAMES)).toBe(`Order ${order} at KFC`);
    expect(reason('reversal', row('reversal'), -50, 'ar', NAMES)).toBe(
      `خصم نقاط الطلب الملغى ${iso(order)} لدى ${iso('كنتاكي')}`,
    );
    expect(reason('reversal', row('reversal', 'owed'), -50, 'ar', NAMES)).toContain(iso(order));
    expect(reason('reversal', row('settle'), -50, 'ar', NAMES)).toBe(
      `سداد نقاط مستحقة لدى ${iso('كنتاكي')} من الطلب ${iso(order)}`,
    );
    expect(reason('joining-bonus', row('joining-bonus'), 100, 'ar', NAMES)).toBe(
      `نقاط ترحيبية عند الانضمام إلى ${iso('كنتاكي')}`,
    );
  });

  it('join an expiry’s number to its unit', () => {
    const expiry = (points: number, lang: 'en' | 'ar') =>
      reason('expiry', row('expiry'), points, lang, NAMES);
    expect(expiry(-30, 'ar')).toBe(`انتهت صلاحية 30${NBSP}نقطة`);
    expect(expiry(-5, 'ar')).toBe(`انتهت صلاحية 5${NBSP}نقاط`);
    expect(expiry(-2, 'ar')).toBe('انتهت صلاحية نقطتين');
    expect(expiry(-1, 'ar')).toBe('انتهت صلاحية نقطة واحدة');
    expect(expiry(-30, 'en')).toBe(`30${NBSP}points expired`);
    expect(expiry(-1, 'en')).toBe(`1${NBSP}point expired`);
  });
});
