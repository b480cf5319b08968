import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getAppConfig } from '@/lib/config/app-config';
import type { Rate } from '@/lib/contract/loyalty';
import { DEVICE_COOKIE } from '@/lib/bff/request-context';
import { COUNTRY_COOKIE, DEFAULT_COUNTRY, type Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { getMember } from '@/lib/session/member';

export type RewardBrand = {
  code: string;
  shortname: string;
  name: string;
  logo: string;
  joiningBonusPts: number;
  /** Points of each target brand received per point of this brand, a fraction (docs/product.md §3 exchangeRate). */
  rates: Record<string, Rate>;
};

/** What the rewards screens need from the server: config, the member and the brands. */
export type RewardsContext = {
  images: { base: string; token: string };
  member: { name: string; cCode: string; phnNo: string } | null;
  deviceId: string;
  country: string;
  deeplinks: Record<string, Record<string, string>>;
  brands: RewardBrand[];
};

/**
 * Once per request: a page with a detail over the rewards page gives both the same object, which
 * the page's payload then carries once (React sends a repeated object as a reference to the first).
 */
export const getRewardsContext = cache(async (locale: Locale): Promise<RewardsContext> => {
  const [config, member, jar, brands] = await Promise.all([
    getAppConfig(),
    getMember(),
    cookies(),
    getNativeBrands(),
  ]);
  return {
    images: { base: config?.imageBaseUrl ?? '/', token: config?.ImageSasToken ?? '' },
    member: member ? { name: member.name, cCode: member.cCode, phnNo: member.phnNo } : null,
    deviceId: jar.get(DEVICE_COOKIE)?.value ?? '',
    country: (jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY).toUpperCase(),
    deeplinks: config?.deeplinkUrl ?? {},
    brands: brands.map((b) => ({
      code: b.code,
      shortname: b.shortname,
      name: localized(b.name, locale),
      logo: b.logo,
      joiningBonusPts: b.joiningBonusPts,
      rates: b.exchangeRate,
    })),
  };
});
