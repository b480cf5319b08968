import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { CALLS } from '@/lib/contract/calls';
import type { AppConfig } from '@/lib/contract/content';
import { formatMoney } from '@/lib/i18n/format';
import { formatWorth, pointWorth, withShown, worthOf } from '@/lib/points/points-worth';

// lib/points/points-worth.ts: a brand's points priced in the member's country's currency, from the
// config's value per point (docs/product.md §2 Points widget, §3 Config pointValue).

const values: AppConfig['pointValue'] = { KFC: { UAE: 0.1, KSA: 0.1 }, TGIF: { UAE: 0.2 } };

describe('pointWorth', () => {
  it('is the configured value per point, in the country’s currency', () => {
    expect(pointWorth(values, 'KFC', 'UAE')).toEqual({ perPoint: 0.1, currency: 'AED' });
    expect(pointWorth(values, 'KFC', 'KSA')).toEqual({ perPoint: 0.1, currency: 'SAR' });
    expect(pointWorth(values, 'TGIF', 'UAE')).toEqual({ perPoint: 0.2, currency: 'AED' });
  });

  it('is nothing for a brand, or a country, without a configured value', () => {
    expect(pointWorth(values, 'PHD', 'UAE')).toBeNull();
    expect(pointWorth(values, 'TGIF', 'KSA')).toBeNull();
    expect(pointWorth({}, 'KFC', 'UAE')).toBeNull();
  });

  it('prices a balance', () => {
    expect(worthOf(125, { perPoint: 0.1, currency: 'AED' })).toBeCloseTo(12.5);
    expect(worthOf(0, { perPoint: 0.1, currency: 'AED' })).toBe(0);
  });
});

describe('formatWorth', () => {
  const kfc = { perPoint: 0.1, currency: 'AED' };

  it('says what the server formatted for the balance it read, and builds no format for it', () => {
    // A text no format gives: the server's is taken as it is.
    const served = { ...kfc, shown: { points: 125, text: 'AED 12.50 (server)' } };
    expect(formatWorth(125, served, 'en')).toBe('AED 12.50 (server)');
  });

  it('prices any other balance in the browser, as the server would', () => {
    const served = withShown(kfc, 125, 'ar');
    expect(served.shown?.points).toBe(125);
    expect(formatWorth(125, served, 'ar')).toBe(formatMoney(12.5, 'AED', 'ar'));
    expect(formatWorth(130, served, 'ar')).toBe(formatMoney(13, 'AED', 'ar'));
    expect(formatWorth(130, withShown(kfc, null, 'en'), 'en')).toBe(formatMoney(13, 'AED', 'en'));
  });
});

describe('the config’s point values (lib/contract/content.ts)', () => {
  const { data } = CALLS.config;

  it('reads a config without them as none configured', () => {
    const shape = data.shape.pointValue;
    expect(shape.parse(undefined)).toEqual({});
  });

  it('refuses a value that is no positive number', () => {
    const shape = data.shape.pointValue;
    expect(shape.safeParse({ KFC: { UAE: 0.05 } }).success).toBe(true);
    expect(shape.safeParse({ KFC: { UAE: 0 } }).success).toBe(false);
    expect(shape.safeParse({ KFC: { UAE: -1 } }).success).toBe(false);
    expect(shape.safeParse({ KFC: { UAE: '0.05' } }).success).toBe(false);
  });
});

describe('a brand’s points in words (PointsWidget.worth)', () => {
  const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'PointsWidget' });
  const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'PointsWidget' });
  const plain = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');

  it('reads "About AED 12.50", and in Arabic "نحو 12.50 د.إ."', () => {
    const kfc = pointWorth(values, 'KFC', 'UAE')!;
    const amount = (locale: 'en' | 'ar') => formatMoney(worthOf(125, kfc), kfc.currency, locale);
    expect(plain(tEn('worth', { amount: amount('en') }))).toBe('About AED 12.50');
    expect(plain(tAr('worth', { amount: amount('ar') }))).toBe('نحو 12.50 د.إ.');
  });
});
