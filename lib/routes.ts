// The one route table of the app (docs/product.md §2 Pages, Modals, Access kinds). The middleware, the
// layouts and the modal mechanism all read it, so an access rule is written once.
// Edge-safe: no Node APIs, no server-only imports.
import { HOME_PATH } from './home-path';

export { HOME_PATH };

/** Who may open a route (docs/product.md §2 Access kinds). */
export type Access = 'public' | 'authOnly' | 'guestOnly';

export type RouteEntry = {
  /** Path after the locale segment, with `:name` params, e.g. `/rewards/detail/:brand/:id`. */
  pattern: string;
  kind: 'page' | 'modal';
  access: Access;
  /** PROTECTED: opened with deep-link query parameters and wrapped by account validation. */
  protected: boolean;
  /** Pages only: whether the main layout (header, drawer, bar, footer) wraps the page. */
  mainLayout: boolean;
  /**
   * Modals only: the page rendered beneath the modal on a hard load (docs/product.md §2 Modals table;
   * where docs/product.md §2 says "not stated", home).
   */
  background?: string;
};

/** Set by middleware.ts on a PROTECTED route opened with a brand app's deep link (docs/product.md §2). */
export const DEEP_LINK_VISIT_HEADER = 'x-amrx-deep-link-visit';

/** Set by middleware.ts on every page request: its query string, for the page's own redirects. */
export const REQUEST_SEARCH_HEADER = 'x-amrx-search';

const page = (
  pattern: string,
  access: Access,
  opts: { protected?: boolean; mainLayout?: boolean } = {},
): RouteEntry => ({
  pattern,
  kind: 'page',
  access,
  protected: opts.protected ?? false,
  mainLayout: opts.mainLayout ?? true,
});

const modal = (
  pattern: string,
  access: Access,
  background: string = HOME_PATH,
  opts: { protected?: boolean } = {},
): RouteEntry => ({
  pattern,
  kind: 'modal',
  access,
  protected: opts.protected ?? false,
  mainLayout: true,
  background,
});

export const ROUTES: readonly RouteEntry[] = [
  // Pages (docs/product.md §2 Pages). `/{locale}` itself renders home, see matchRoute.
  page('/home', 'public', { protected: true }),
  page('/rewards', 'public', { protected: true }),
  page('/exchange-points', 'authOnly', { protected: true }),
  page('/transaction-history', 'authOnly'),
  page('/profile/manage-account', 'authOnly', { protected: true, mainLayout: false }),
  page('/terms-and-conditions', 'public'),
  page('/privacy-policy', 'public'),
  page('/cookie-policy', 'public'),
  page('/faq', 'public'),
  page('/support', 'public'),
  page('/brands', 'public'),
  page('/locate-brands', 'public'),
  page('/terms', 'public', { protected: true, mainLayout: false }),
  // docs/product.md §2 leaves /privacy's layout "not stated"; like /terms it is opened from brand apps.
  page('/privacy', 'public', { protected: true, mainLayout: false }),
  page('/quick-login', 'public'),
  // The device-fingerprint route renders only a hidden block (docs/product.md §2).
  page('/fingerprint', 'public', { mainLayout: false }),

  // Modals (docs/product.md §2 Modals).
  modal('/login', 'guestOnly'),
  modal('/verify-otp', 'guestOnly'),
  modal('/amr-benefits', 'guestOnly'),
  modal('/create-profile', 'guestOnly', HOME_PATH),
  modal('/rewards/detail/:brand/:id', 'public', '/rewards'),
  modal('/voucher/detail/:brand/:id', 'public', '/rewards'),
  modal('/offer-detail/:id', 'public'),
  modal('/loyalty-info', 'public'),
  modal('/brands/:shortname/detail', 'public'),
  modal('/my-profile', 'authOnly'),
  modal('/manage-account', 'authOnly'),
  modal('/logout', 'authOnly'),
  // docs/product.md §2 gives change-country no access list: open to all.
  modal('/change-country', 'public'),
  modal('/login-alert', 'public', HOME_PATH, { protected: true }),
];

export type RouteMatch = { entry: RouteEntry; params: Record<string, string> };

/**
 * What a brand, reward, voucher or offer id in a path may be: the service's ids are slugs. A param
 * segment must be a slug or a slug-like word with dots, else the path is unknown (docs/product.md §2: sent
 * home); a dotted one (`a.b`) still matches its route, whose page then says the item does not
 * exist (routeParamsValid, in route-page.tsx and modal-page.tsx).
 */
const ROUTE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
const PARAM_VALUE = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,64}$/;

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!PARAM_VALUE.test(g)) return null;
      params[w.slice(1)] = g;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Finds the route for a path without its locale segment; `/` and `` are home. */
export function matchRoute(pathWithoutLocale: string): RouteMatch | null {
  const path = pathWithoutLocale.replace(/\/+$/, '') || HOME_PATH;
  for (const entry of ROUTES) {
    const params = matchPattern(entry.pattern, path);
    if (params) return { entry, params };
  }
  return null;
}

export function routeParamsValid(params: Record<string, string>): boolean {
  return Object.values(params).every((value) => ROUTE_PARAM.test(value));
}

/** Fills a pattern's params: `routePath('/rewards/detail/:brand/:id', {brand, id})`. */
export function routePath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

export function isModalPath(pathWithoutLocale: string): boolean {
  return matchRoute(pathWithoutLocale)?.entry.kind === 'modal';
}
