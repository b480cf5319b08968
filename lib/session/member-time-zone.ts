import 'server-only';
import { getAppConfig } from '@/lib/config/app-config';
import { currentCountry } from '@/lib/brands/brand-cards';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n/format';

/**
 * The zone a member's dates and times are shown in (docs/product.md §9): their country's, which follows the
 * calling code they signed in with (lib/bff/route-handler.ts), so a Riyadh member reads Riyadh time.
 */
export async function memberTimeZone(): Promise<string> {
  const [config, country] = await Promise.all([getAppConfig(), currentCountry()]);
  return config?.validationRules[country]?.timeZone ?? DEFAULT_TIME_ZONE;
}
