import { installLatinDigits, latinNumberFormat, withLatinDigits } from '@/lib/i18n/latin-digits';
import { SaudiDataNumberFormat } from '@/tests/support/saudi-number-format';

// Western digits in Arabic for next-intl's numbers too (lib/i18n/latin-digits.ts, docs/product.md
// §9): on an engine whose bare "ar" writes Arabic-Indic digits, an Arabic number format asked for
// without a numbering system gets Latin digits; an engine that writes Latin digits is left alone.

const ARABIC_INDIC = /[\u0660-\u0669]/;
const RealNumberFormat = Intl.NumberFormat;
const saudiEngine = () => ({
  NumberFormat: SaudiDataNumberFormat as unknown as typeof Intl.NumberFormat,
});

describe('Latin digits in Arabic', () => {
  it('names the numbering system of an Arabic tag that has none', () => {
    expect(withLatinDigits('ar')).toBe('ar-u-nu-latn');
    expect(withLatinDigits('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(withLatinDigits(['ar-EG', 'en'])).toEqual(['ar-EG-u-nu-latn', 'en']);
    expect(withLatinDigits('ar-x-test')).toBe('ar-u-nu-latn-x-test');
    // Anything else, or a tag that says its own, is left as it is.
    expect(withLatinDigits('ar-u-nu-arab')).toBe('ar-u-nu-arab');
    expect(withLatinDigits('en')).toBe('en');
    expect(withLatinDigits('arn')).toBe('arn');
    expect(withLatinDigits(undefined)).toBeUndefined();
  });

  it('formats as the original constructor does, with or without new', () => {
    const Latin = latinNumberFormat(SaudiDataNumberFormat as unknown as typeof Intl.NumberFormat);
    expect(new SaudiDataNumberFormat('ar').format(1500)).toMatch(ARABIC_INDIC);
    expect(new Latin('ar').format(1500)).toBe('1,500');
    expect(new Latin('ar').resolvedOptions().numberingSystem).toBe('latn');
    expect(new Latin('ar') instanceof RealNumberFormat).toBe(true);
    expect(Latin.supportedLocalesOf(['ar'])).toEqual(['ar']);
    expect(new Latin('en', { style: 'percent' }).format(0.5)).toBe('50%');
    const LatinReal = latinNumberFormat(RealNumberFormat);
    expect((LatinReal as unknown as (l: string) => Intl.NumberFormat)('ar-SA').format(5)).toBe('5');
  });

  it('is installed where the engine needs it, once', () => {
    const engine = saudiEngine();
    expect(installLatinDigits(engine)).toBe(true);
    const installed = engine.NumberFormat;
    expect(new engine.NumberFormat('ar').format(30)).toBe('30');
    expect(installLatinDigits(engine)).toBe(true);
    expect(engine.NumberFormat).toBe(installed);
  });

  it('leaves an engine that already writes Latin digits for a bare "ar"', () => {
    const engine = { NumberFormat: RealNumberFormat };
    expect(new RealNumberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
    expect(installLatinDigits(engine)).toBe(false);
    expect(engine.NumberFormat).toBe(RealNumberFormat);
  });
});

describe('the app’s own number formats (lib/i18n/format.ts)', () => {
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
    vi.resetModules();
  });

  it('write Western digits in Arabic on such an engine, without the shim: they name their locale', async () => {
    Intl.NumberFormat = saudiEngine().NumberFormat;
    vi.resetModules();
    const format = await import('@/lib/i18n/format');
    expect(new Intl.NumberFormat('ar').format(5)).toMatch(ARABIC_INDIC);
    expect(format.formatNumber(1500, 'ar')).toBe('1,500');
    expect(format.formatDecimal(12.5, 'ar', 2)).toBe('12.50');
    expect(format.formatMoney(12.5, 'SAR', 'ar')).not.toMatch(ARABIC_INDIC);
    expect(format.NUMBER_LOCALES).toEqual({ en: 'en', ar: 'ar-u-nu-latn' });
  });
});
