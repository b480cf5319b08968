import { matchRoute } from '@/lib/navigation/routes';
import { routePath } from '@/lib/navigation/route-paths';
import { normalise, VALIDATING_PATHS, type DeepLink } from './deep-link';

// docs/product.md §4 Account validation and Login alert: what the page does with a deep link
// (lib/account-validation/deep-link.ts). Loaded with the validation's run only, when a deep link
// asks (components/layout/validation-run.tsx).

/** docs/product.md §4: after validating on manage account the loyalty data is not reloaded. */
const NO_RELOAD_PATHS: ReadonlySet<string> = new Set([routePath('profileManageAccount')]);

/** docs/product.md §4 Login alert: paths where the alert never interrupts. */
const ALERT_EXCLUDED_PATHS: ReadonlySet<string> = new Set([
  routePath('profileManageAccount'),
  routePath('loginAlert'),
]);

export type ValidationPlan =
  | { kind: 'validate'; link: DeepLink; reload: boolean; membersOnly: boolean }
  | { kind: 'check-token'; link: DeepLink; alert: boolean }
  | null;

/**
 * docs/product.md §4 and §7: on a validating protected path, with a deep link and a configured loyaltyGuid,
 * a guest is validated (signed in on success); a member already signed in has the session checked
 * (the token check), which may raise the login alert. The link is the one the page was opened
 * with (readDeepLink), held after the query leaves the address bar.
 */
export function planValidation(input: {
  pathname: string;
  link: DeepLink | null;
  signedIn: boolean;
  hasLoyaltyGuid: boolean;
}): ValidationPlan {
  if (!input.hasLoyaltyGuid) return null;
  const path = normalise(input.pathname);
  const entry = matchRoute(path)?.entry;
  if (!entry?.protected || !(VALIDATING_PATHS as readonly string[]).includes(path)) return null;
  const { link } = input;
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
