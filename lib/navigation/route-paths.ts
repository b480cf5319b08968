import { OFFLINE_PATH } from '../pwa/offline-path';

// Each route's path after the locale segment, keyed by route name: the one place a pattern is
// written. Every internal link, router call and redirect builds its path here with routePath
// (docs/conventions.md §4; tests/lib/navigation/no-path-literals.test.ts fails on a literal).
// Its own small module because the browser needs only this: lib/navigation/routes.ts builds the
// route table (access, layout, title, messages) on it for the middleware and the server, and a
// client part that links somewhere carries these patterns alone, not that table (the first-load
// JavaScript budget, docs/quality.md §3). Edge- and browser-safe: no imports but constants.

export const ROUTE_PATTERNS = {
  // docs/product.md §2 Pages, in the order matchRoutePath tries them.
  home: '/home',
  rewards: '/rewards',
  exchangePoints: '/exchange-points',
  transactionHistory: '/transaction-history',
  profileManageAccount: '/profile/manage-account',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  faq: '/faq',
  support: '/support',
  brands: '/brands',
  locateBrands: '/locate-brands',
  terms: '/terms',
  privacy: '/privacy',
  quickLogin: '/quick-login',
  offline: OFFLINE_PATH,
  fingerprint: '/fingerprint',
  // docs/product.md §2 Modals.
  login: '/login',
  verifyOtp: '/verify-otp',
  amrBenefits: '/amr-benefits',
  createProfile: '/create-profile',
  rewardDetail: '/rewards/detail/:brand/:id',
  voucherDetail: '/voucher/detail/:brand/:id',
  offerDetail: '/offer-detail/:id',
  loyaltyInfo: '/loyalty-info',
  brandDetail: '/brands/:shortname/detail',
  myProfile: '/my-profile',
  manageAccount: '/manage-account',
  logout: '/logout',
  changeCountry: '/change-country',
  loginAlert: '/login-alert',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** The `:name` params of a pattern: `'brand' | 'id'` for `/rewards/detail/:brand/:id`. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** What routePath needs to fill a route's pattern. */
export type RouteParams<N extends RouteName> = Record<
  ParamNames<(typeof ROUTE_PATTERNS)[N]>,
  string
>;

/**
 * A route's path after the locale segment, its params filled and encoded:
 * `routePath('rewardDetail', { brand, id })`. The compiler asks for exactly the params the
 * pattern names; a query string is the caller's (`{ pathname: routePath('rewards'), query }`).
 */
export function routePath<N extends RouteName>(
  name: N,
  ...[params]: [ParamNames<(typeof ROUTE_PATTERNS)[N]>] extends [never] ? [] : [RouteParams<N>]
): string {
  const pattern: string = ROUTE_PATTERNS[name];
  const values: Record<string, string> = params ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`Missing route param "${param}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * What a param segment of a path may be for the path to match: a slug, or a slug-like word with
 * dots (whose page then says the item does not exist, routeParamsValid in routes.ts); anything
 * else is an unknown path (docs/product.md §2: sent home).
 */
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

/** The route of a path without its locale segment, with its params; `/` and `` are home. */
export function matchRoutePath(
  pathWithoutLocale: string,
): { name: RouteName; params: Record<string, string> } | null {
  const path = pathWithoutLocale.replace(/\/+$/, '') || ROUTE_PATTERNS.home;
  for (const name of Object.keys(ROUTE_PATTERNS) as RouteName[]) {
    const params = matchPattern(ROUTE_PATTERNS[name], path);
    if (params) return { name, params };
  }
  return null;
}
