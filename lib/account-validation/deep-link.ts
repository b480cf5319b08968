import { isBrandCode, type BrandCode } from '@/lib/contract/codes';
import { routePath } from '@/lib/navigation/route-paths';

// docs/product.md §2 PROTECTED routes, §3 Query parameters, §4 Account validation and Login alert, §7
// validateAccount: what a brand app's deep link asks of the page it opens. Pure, so the rules are
// tested without a browser. Light on purpose: every page of the main layout reads it
// (components/layout/account-validation.tsx); the plan, which needs the route table, is in
// lib/account-validation/plan.ts and loads only when a deep link asks.

/** docs/product.md §7: validateAccount runs for exchange points, rewards, home and manage account. */
export const VALIDATING_PATHS = [
  routePath('home'),
  routePath('rewards'),
  routePath('exchangePoints'),
  routePath('profileManageAccount'),
] as const;

const SAFE_TOKEN = /^[A-Za-z0-9_.:-]{1,128}$/;

export type DeepLink = {
  clientId: string;
  brand: BrandCode;
  deviceType?: string;
};

export type Params = { get(name: string): string | null };

/**
 * The deep-link fields the validation uses: a client id and a known brand code (docs/product.md §3). Values
 * that could not travel as a header are ignored rather than sent.
 */
export function readDeepLink(params: Params): DeepLink | null {
  const clientId = params.get('clientId')?.trim() ?? '';
  const brand = params.get('brand')?.trim();
  if (!SAFE_TOKEN.test(clientId) || !isBrandCode(brand)) return null;
  const deviceType = params.get('deviceType')?.trim();
  return { clientId, brand, ...(deviceType && SAFE_TOKEN.test(deviceType) ? { deviceType } : {}) };
}

/** The path without its locale, with `/` read as home (docs/product.md §2: `/{locale}` shows home). */
export function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || routePath('home');
}

/**
 * The deep link a validating path was opened with, where the configuration asks for validation
 * (docs/product.md §7: a loyaltyGuid): every validating path is protected (the route table,
 * tests/layout/deep-link.test.ts), so this is exactly when planValidation has a plan.
 */
export function deepLinkAt(input: {
  pathname: string;
  params: Params;
  hasLoyaltyGuid: boolean;
}): DeepLink | null {
  if (!input.hasLoyaltyGuid) return null;
  if (!(VALIDATING_PATHS as readonly string[]).includes(normalise(input.pathname))) return null;
  return readDeepLink(input.params);
}
