import 'server-only';
import { currentCountry } from '@/lib/brands/brand-cards';
import { entryFor } from '@/lib/brands/brand-membership';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { BRAND_CODES } from '@/lib/contract/codes';
import type { AppConfig } from '@/lib/contract/content';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { brandCatalogue } from '@/lib/rewards/catalogue';
import { balancesInFirstPaint } from '@/lib/server/first-paint';
import { rewardSteps, stepsNear, type RewardStep } from './next-reward';
import { pointWorth, withShown, type PointWorth } from './points-worth';

/** A brand as the member's points widget shows it, with what the browser needs to price its points. */
export type WidgetBrand = {
  code: string;
  shortname: string;
  name: string;
  logo: string;
  /** One point's value in the member's country; null shows no value (docs/product.md §2 Points widget). */
  worth: PointWorth | null;
  /** Its rewards cheapest first, for the nearest one within reach (lib/points/next-reward.ts). */
  rewards: RewardStep[];
};

/**
 * The native brand list with each brand's point value and reward steps, worked out here so the
 * widget's browser part only prices and picks by the live balance; the worth of the balance the
 * page's first paint holds comes formatted. No call of its own on a warm server: the catalogue is
 * the process's copy (lib/rewards/catalogue.ts), read beside the brand list and not after it, and
 * the balances are the first paint's own reading (lib/server/first-paint.ts).
 */
export async function getWidgetBrands(
  locale: Locale,
  config: AppConfig,
  member: { cCode: string; phnNo: string },
): Promise<WidgetBrand[]> {
  const [brands, country, catalogues, balances] = await Promise.all([
    getNativeBrands(),
    currentCountry(),
    Promise.all(BRAND_CODES.map((code) => brandCatalogue(code))),
    balancesInFirstPaint(member),
  ]);
  const rewards = catalogues.flat();
  return brands.map((b) => {
    const worth = pointWorth(config.pointValue, b.code, country);
    const balance = balances ? entryFor(balances.brands, b) : null;
    return {
      code: b.code,
      shortname: b.shortname,
      name: localized(b.name, locale),
      logo: b.logo,
      worth: worth && withShown(worth, balance?.pointBalance ?? null, locale),
      rewards: stepsNear(rewardSteps(rewards, b.code, locale), balance?.pointBalance ?? 0),
    };
  });
}
