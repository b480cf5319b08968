// The one route table of the app (docs/product.md §2 Pages, Modals, Access kinds), keyed by route
// name. The middleware, the page and modal builders, the client messages and the e2e suite all
// read it, so a route's path, access, layout, title and messages are written once.
// Edge-safe: no Node APIs, no server-only imports (the catalogue types are type-only).
import type en from '@/messages/en.json';
import { HOME_PATH } from './home-path';
import { OFFLINE_PATH } from '../pwa/offline-path';
import {
  BRANDS_PARTS,
  CONTENT_PARTS,
  DETAIL_PARTS,
  HOME_PARTS,
  POINTS_WIDGET_PARTS,
  PROFILE_PARTS,
  REWARDS_PARTS,
  SIGN_IN_PARTS,
  type Namespace,
} from '../i18n/namespaces';

export { HOME_PATH };

/** Who may open a route (docs/product.md §2 Access kinds). */
export type Access = 'public' | 'authOnly' | 'guestOnly';

type PageTitle = keyof (typeof en)['Pages'];
type ModalTitle = keyof (typeof en)['Modals'];

type Common = {
  /** Path after the locale segment, with `:name` params, e.g. `/rewards/detail/:brand/:id`. */
  pattern: string;
  access: Access;
  /** PROTECTED: opened with deep-link query parameters and wrapped by account validation. */
  protected: boolean;
  /**
   * The catalogue namespaces the route's own client parts read (lazily loaded parts too); the
   * layouts' are lib/i18n/namespaces.ts SHELL_NAMESPACES. A modal's pages get these, its
   * background page's and the modal frame's (routeNamespaces).
   */
  messages: readonly Namespace[];
};

export type PageEntry = Common & {
  kind: 'page';
  /** Whether the main layout (header, drawer, bar, footer) wraps the page. */
  mainLayout: boolean;
  /** The heading the page shows (Pages catalogue key); null for a page without one. */
  title: PageTitle | null;
};

export type ModalEntry = Common & {
  kind: 'modal';
  mainLayout: true;
  /** The modal's title (Modals catalogue key). */
  title: ModalTitle;
  /**
   * The page rendered beneath the modal on a hard load (docs/product.md §2 Modals table; where
   * it says "not stated", home).
   */
  background: PageName;
};

export type RouteEntry = PageEntry | ModalEntry;

/** Set by middleware.ts on a PROTECTED route opened with a brand app's deep link (docs/product.md §2). */
export const DEEP_LINK_VISIT_HEADER = 'x-amrx-deep-link-visit';

/** Set by middleware.ts on every page request: its query string, for the page's own redirects. */
export const REQUEST_SEARCH_HEADER = 'x-amrx-search';

function page(
  pattern: string,
  access: Access,
  title: PageTitle | null,
  messages: readonly Namespace[],
  opts: { protected?: boolean; mainLayout?: boolean } = {},
): PageEntry {
  return {
    pattern,
    kind: 'page',
    access,
    title,
    messages,
    protected: opts.protected ?? false,
    mainLayout: opts.mainLayout ?? true,
  };
}

function modal(
  pattern: string,
  access: Access,
  title: ModalTitle,
  messages: readonly Namespace[],
  opts: { background?: PageName; protected?: boolean } = {},
): ModalEntry {
  return {
    pattern,
    kind: 'modal',
    access,
    title,
    messages,
    protected: opts.protected ?? false,
    mainLayout: true,
    background: opts.background ?? 'home',
  };
}

const PAGES = {
  // docs/product.md §2 Pages. `/{locale}` itself renders home, see matchRoute.
  home: page('/home', 'public', 'home', HOME_PARTS, { protected: true }),
  rewards: page('/rewards', 'public', 'rewards', REWARDS_PARTS, { protected: true }),
  exchangePoints: page(
    '/exchange-points',
    'authOnly',
    'exchangePoints',
    ['Exchange', ...POINTS_WIDGET_PARTS],
    { protected: true },
  ),
  transactionHistory: page('/transaction-history', 'authOnly', 'transactionHistory', [
    'History',
    ...POINTS_WIDGET_PARTS,
  ]),
  profileManageAccount: page(
    '/profile/manage-account',
    'authOnly',
    'manageAccount',
    ['DeleteAccount', 'ManageAccount', 'Reminders'],
    { protected: true, mainLayout: false },
  ),
  termsAndConditions: page('/terms-and-conditions', 'public', 'termsAndConditions', CONTENT_PARTS),
  privacyPolicy: page('/privacy-policy', 'public', 'privacyPolicy', CONTENT_PARTS),
  cookiePolicy: page('/cookie-policy', 'public', 'cookiePolicy', CONTENT_PARTS),
  faq: page('/faq', 'public', 'faq', CONTENT_PARTS),
  support: page('/support', 'public', 'support', CONTENT_PARTS),
  brands: page('/brands', 'public', 'brands', BRANDS_PARTS),
  locateBrands: page('/locate-brands', 'public', 'locateBrands', ['Stores']),
  terms: page('/terms', 'public', 'terms', CONTENT_PARTS, { protected: true, mainLayout: false }),
  // docs/product.md §2 leaves /privacy's layout "not stated"; like /terms it is opened from brand apps.
  privacy: page('/privacy', 'public', 'privacy', CONTENT_PARTS, {
    protected: true,
    mainLayout: false,
  }),
  quickLogin: page('/quick-login', 'public', 'quickLogin', ['QuickLogin']),
  // Shown by the service worker for a page not saved on the device (docs/product.md §4 Offline wallet).
  offline: page(OFFLINE_PATH, 'public', 'offline', []),
  // The device-fingerprint route renders only a hidden block (docs/product.md §2).
  fingerprint: page('/fingerprint', 'public', null, [], { mainLayout: false }),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

const MODALS = {
  // docs/product.md §2 Modals.
  login: modal('/login', 'guestOnly', 'login', SIGN_IN_PARTS),
  verifyOtp: modal('/verify-otp', 'guestOnly', 'verifyOtp', SIGN_IN_PARTS),
  amrBenefits: modal('/amr-benefits', 'guestOnly', 'amrBenefits', SIGN_IN_PARTS),
  createProfile: modal('/create-profile', 'guestOnly', 'createProfile', SIGN_IN_PARTS),
  rewardDetail: modal(
    '/rewards/detail/:brand/:id',
    'public',
    'rewardDetail',
    [...DETAIL_PARTS, 'RewardUnlock'],
    { background: 'rewards' },
  ),
  voucherDetail: modal(
    '/voucher/detail/:brand/:id',
    'public',
    'voucherDetail',
    [...DETAIL_PARTS, 'Voucher'],
    { background: 'rewards' },
  ),
  offerDetail: modal('/offer-detail/:id', 'public', 'offerDetail', []),
  loyaltyInfo: modal('/loyalty-info', 'public', 'loyaltyInfo', []),
  brandDetail: modal('/brands/:shortname/detail', 'public', 'brandDetail', ['Brands']),
  myProfile: modal('/my-profile', 'authOnly', 'myProfile', PROFILE_PARTS),
  manageAccount: modal('/manage-account', 'authOnly', 'manageAccount', [
    'DeleteAccount',
    'ManageAccount',
    'Reminders',
  ]),
  logout: modal('/logout', 'authOnly', 'logout', PROFILE_PARTS),
  // docs/product.md §2 gives change-country no access list: open to all.
  changeCountry: modal('/change-country', 'public', 'changeCountry', PROFILE_PARTS),
  loginAlert: modal('/login-alert', 'public', 'loginAlert', ['QuickLogin'], { protected: true }),
} as const satisfies Record<string, ModalEntry>;

export type ModalName = keyof typeof MODALS;
export type RouteName = PageName | ModalName;

export const ROUTE_TABLE: { readonly [N in PageName]: PageEntry } & {
  readonly [N in ModalName]: ModalEntry;
} = { ...PAGES, ...MODALS };

/** Every route, pages first, in the order matchRoute tries them. */
export const ROUTES: readonly (RouteEntry & { name: RouteName })[] = (
  Object.keys(ROUTE_TABLE) as RouteName[]
).map((name) => ({ name, ...ROUTE_TABLE[name] }));

/**
 * What a route's pages hand their client components: its own parts' namespaces, the words of a
 * failed call and its retry (ApiErrors: any part may show one, lib/api/use-error-text.ts,
 * components/ui/retry-alert.tsx), the saved copy's notice without signal (OfflineNotice,
 * components/pwa/offline-notice.tsx), the wallet's way in (Wallet: any lazy part shows the offline
 * notice with it when its script cannot be fetched, components/ui/offline-part.tsx, and the points
 * widget has the member card), and for a modal also its background page's (rendered beneath it
 * on a hard load) and the modal frame's.
 */
export function routeNamespaces(name: RouteName): readonly Namespace[] {
  const entry = ROUTE_TABLE[name];
  const all: Namespace[] = ['ApiErrors', 'OfflineNotice', 'Wallet', ...entry.messages];
  if (entry.kind === 'modal') all.push(...ROUTE_TABLE[entry.background].messages, 'RouteModal');
  return [...new Set(all)].sort();
}

export type RouteMatch = {
  entry: RouteEntry & { name: RouteName };
  params: Record<string, string>;
};

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

/** A route's path with its params filled: `routePath('rewardDetail', {brand, id})`. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  const { pattern } = ROUTE_TABLE[name];
  return pattern.replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`Missing route param "${param}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

export function isModalPath(pathWithoutLocale: string): boolean {
  return matchRoute(pathWithoutLocale)?.entry.kind === 'modal';
}
