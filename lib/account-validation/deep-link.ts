import { isBrandCode, type BrandCode } from '@/lib/contract/codes';
import { matchRoute } from '@/lib/navigation/routes';
import { routePath } from '@/lib/navigation/route-paths';

// docs/product.md §2 PROTECTED routes, §3 Query parameters, §4 Account validation and Login alert, §7
// validateAccount: what a brand app's deep link asks of the page it opens. Pure, so the rules are
// tested without a browser.

/** docs/product.md §7: validateAccount runs for exchange points, rewards, home and manage account. */
export const VALIDATING_PATHS = [
  routePath('home'),
  routePath('rewards'),
  routePath('exchangePoints'),
  routePath('profileManageAccount'),
] as const;

/** docs/product.md §4: after validating on manage account the loyalty data is not reloaded. */
const NO_RELOAD_PATHS: ReadonlySet<string> = new Set([routePath('profileManageAccount')]);

/** docs/product.md §4 Login alert: paths where the alert never interrupts. */
const ALERT_EXCLUDED_PATHS: ReadonlySet<string> = new Set([
  routePath('profileManageAccount'),
  routePath('loginAlert'),
]);

const SAFE_TOKEN = /^[A-Za-z0-9_.:-]{1,128}$/;

export type DeepLink = {
  clientId: string;
  brand: BrandCode;
  deviceType?: string;
};

type Params = { get(name: string): string | null };

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
function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || routePath('home');
}

export type ValidationPlan =
  | { kind: 'validate'; link: DeepLink; reload: boolean; membersOnly: boolean }
  | { kind: 'check-token'; link: DeepLink; alert: boolean }
  | null;

/**
 * docs/product.md §4 and §7: on a validating protected path, with a deep link and a configured loyaltyGuid,
 * a guest is validated (signed in on success); a member already signed in has the session checked
 * (the token check), which may raise the login alert.
 */
export function planValidation(input: {
  pathname: string;
  params: Params;
  signedIn: boolean;
  hasLoyaltyGuid: boolean;
}): ValidationPlan {
  if (!input.hasLoyaltyGuid) return null;
  const path = normalise(input.pathname);
  const entry = matchRoute(path)?.entry;
  if (!entry?.protected || !(VALIDATING_PATHS as readonly string[]).includes(path)) return null;
  const link = readDeepLink(input.params);
  if (!link) return null;
  if (!input.signedIn) {
    return {
      kind: 'validate',
      link,
      reload: !NO_RELOAD_PATHS.has(path),
      membersOnly: entry.access === 'authOnly',
    };
  }
  return { kind: 'check-token', link, alert: !ALERT_EXCLUDED_PATHS.has(path) };
}

/** docs/product.md §4 Login alert: shown when the token record says invalid, the alert flag is on and the path allows it. */
export function shouldRaiseLoginAlert(
  token: { isValid: boolean } | null,
  alertFlag: boolean,
  pathAllows: boolean,
): boolean {
  return !!token && !token.isValid && alertFlag && pathAllows;
}
