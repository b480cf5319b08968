import {
  countryFromHost,
  defaultLocaleFor,
  directionOf,
  isCountry,
  isLocale,
} from '@/lib/i18n/locale';

describe('language and country (docs/product.md §4 Language)', () => {
  it('infers KSA from a Saudi host and UAE otherwise', () => {
    expect(countryFromHost('loyalty.example.com.sa')).toBe('KSA');
    expect(countryFromHost('ksa.loyalty.example.com')).toBe('KSA');
    expect(countryFromHost('sa.loyalty.example.com:443')).toBe('KSA');
    expect(countryFromHost('loyalty.example.ae')).toBe('UAE');
    expect(countryFromHost('localhost:3000')).toBe('UAE');
    expect(countryFromHost('saudi-deals.example.com')).toBe('UAE');
    expect(countryFromHost(null)).toBe('UAE');
  });

  it('defaults to Arabic for KSA, MAR and EGY', () => {
    expect(defaultLocaleFor('KSA')).toBe('ar');
    expect(defaultLocaleFor('mar')).toBe('ar');
    expect(defaultLocaleFor('EGY')).toBe('ar');
    expect(defaultLocaleFor('UAE')).toBe('en');
    expect(defaultLocaleFor('KWT')).toBe('en');
  });

  it('knows its languages, countries and directions', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isCountry('KSA')).toBe(true);
    expect(isCountry('KWT')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
