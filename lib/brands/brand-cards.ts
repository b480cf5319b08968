import 'server-only';
import { cookies } from 'next/headers';
import { getAppConfig } from '@/lib/config/app-config';
import type { BrandCode } from '@/lib/contract/common';
import {
  COUNTRY_COOKIE,
  DEFAULT_COUNTRY,
  isCountry,
  type Country,
  type Locale,
} from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { getMember } from '@/lib/session/member';
import { brandAppLink, brandWebShop } from '@/lib/contract/brand-links';

/** One partner brand as the brands page and the brand modal show it (docs/product.md §3 Brand). */
export type BrandCard = {
  code: BrandCode;
  shortname: string;
  name: string;
  description: string;
  logo: string;
  earnPerOrder: number;
  dailyEarningLimit: number;
  joiningBonusPts: number;
  pointExpiryMonths: number;
  appLink: string | null;
  webShop: string | null;
};

export type Member = { cCode: string; phnNo: string };

/** The member's country (cookie set from the host, docs/product.md §3), default UAE. */
export async function currentCountry(): Promise<Country> {
  const value = (await cookies()).get(COUNTRY_COOKIE)?.value?.toUpperCase();
  return isCountry(value) ? value : DEFAULT_COUNTRY;
}

/** The signed-in member whose balances the page may load, or null for a guest (docs/product.md §4 Home loading). */
export async function currentMember(): Promise<Member | null> {
  const member = await getMember();
  return member ? { cCode: member.cCode, phnNo: member.phnNo } : null;
}

/**
 * The brands that operate in the member's country, in the programme's order, with their links
 * for that country. Null when the brand list cannot be read.
 */
export async function getBrandCards(locale: Locale): Promise<BrandCard[] | null> {
  const [brands, config, country] = await Promise.all([
    getNativeBrands(),
    getAppConfig(),
    currentCountry(),
  ]);
  if (!brands.length) return null;
  return brands
    .filter((b) => b.countries.includes(country))
    .map((b) => ({
      code: b.code,
      shortname: b.shortname,
      name: localized(b.name, locale),
      description: localized(b.description, locale),
      logo: b.logo,
      earnPerOrder: b.earnPerOrder,
      dailyEarningLimit: b.dailyEarningLimit,
      joiningBonusPts: b.joiningBonusPts,
      pointExpiryMonths: b.pointExpiryMonths,
      appLink: config ? brandAppLink(config.deeplinkUrl, b.code, country) : null,
      webShop: brandWebShop(b.code, country),
    }));
}
