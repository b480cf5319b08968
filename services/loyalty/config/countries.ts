import type { CountryCode } from '@/lib/contract/common';

// docs/product.md §3 Country and "per-country validation rules" (docs/product.md §5): the service validates phones with
// the same rules it hands to the browser in `config`. Mobile ranges: UAE 50/52/54/55/56/58,
// KSA 5x, nine national digits in both.
export const COUNTRY_RULES: Record<
  CountryCode,
  {
    code: CountryCode;
    name: { en: string; ar: string };
    phoneCode: string;
    flag: string;
    pattern: string;
    minLength: number;
    maxLength: number;
    example: string;
    timeZone: string;
  }
> = {
  UAE: {
    code: 'UAE',
    name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    phoneCode: '+971',
    flag: '/flags/uae.svg',
    pattern: '^5[024568][0-9]{7}$',
    minLength: 9,
    maxLength: 9,
    example: '501234567',
    timeZone: 'Asia/Dubai',
  },
  KSA: {
    code: 'KSA',
    name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
    phoneCode: '+966',
    flag: '/flags/ksa.svg',
    pattern: '^5[0-9]{8}$',
    minLength: 9,
    maxLength: 9,
    example: '551234567',
    timeZone: 'Asia/Riyadh',
  },
};
