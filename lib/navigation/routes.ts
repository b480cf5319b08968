// The one route table of the app (docs/product.md §2 Pages, Modals, Access kinds), keyed by route
// name. The middleware, the page and modal builders, the client messages and the e2e suite all
// read it, so a route's path, access, layout, title and messages are written once: the paths in
// ./route-paths.ts (what the browser needs to link, without the rest of this table), the rest
// here. Edge-safe: no Node APIs, no server-only imports (the catalogue types are type-only).
import type en from '@/messages/en.json';
import { ROUTE_PATTERNS, matchRoutePath, routePath, type RouteName } from './route-paths';
import {
  BRANDS_PARTS,
  CHANGE_COUNTRY_PARTS,
  CONTENT_PARTS,
  DETAIL_PARTS,
  HOME_PARTS,
  LOGOUT_PARTS,
  MY_PROFILE_PARTS,
  POINTS_WIDGET_PARTS,
  REWARDS_PARTS,
  type Namespace,
} from '../i18n/namespaces';

export { routePath, type RouteName };

export const HOME_PATH = ROUTE_PATTERNS.home;

/** Who may open a route (docs/product.md §2 Access kinds). */
export type Access = 'public' | 'authOnly' | 'guestOnly';

type PageTitle = keyof (typeof en)['Pages'];
type ModalTitle = keyof (typeof en)['Modals'];

type Common = {
  /** Path after the locale segment, with `:name` params (ROUTE_PATTERNS, ./route-paths.ts). */
  pattern: string;
  access: Access;
  /** PROTECTED: opened with deep-link query parameters and wrapped by account validation. */
  protected: boolean;
  /**
   * The catalogue namespaces the route's own client parts read (lazily loaded parts too); the
   * layouts' are lib/i18n/namespaces.ts SHELL_NAMESPACES. A modal's pages get these, its
   * background page's and the modal frame's (routeNamespaces). Checked against the code both
   * ways by tests/lib/navigation/route-namespaces.test.ts.
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

// An entry's facts but its path, which the table takes from ROUTE_PATTERNS by its name.
type Facts<E extends RouteEntry> = E extends RouteEntry ? Omit<E, 'pattern'> : never;

function page(
  access: Access,
  title: PageTitle | null,
  messages: readonly Namespace[],
  opts: { protected?: boolean; mainLayout?: boolean } = {},
): Facts<PageEntry> {
  return {
    kind: 'page',
    access,
    title,
    messages,
    protected: opts.protected ?? false,
    mainLayout: opts.mainLayout ?? true,
  };
}

function modal(
  access: Access,
  title: ModalTitle,
  messages: readonly Namespace[],
  opts: { background?: PageName; protected?: boolean } = {},
): Facts<ModalEntry> {
  return {
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
  home: page('public', 'home', HOME_PARTS, { protected: true }),
  rewards: page('public', 'rewards', REWARDS_PARTS, { protected: true }),
  exchangePoints: page('authOnly', 'exchangePoints', ['Exchange', ...POINTS_WIDGET_PARTS], {
    protected: true,
  }),
  transactionHistory: page('authOnly', 'transactionHistory', ['History', ...POINTS_WIDGET_PARTS]),
  profileManageAccount: page(
    'authOnly',
    'manageAccount',
    ['DeleteAccount', 'ManageAccount', 'Reminders'],
    { protected: true, mainLayout: false },
  ),
  termsAndConditions: page('public', 'termsAndConditions', CONTENT_PARTS),
  privacyPolicy: page('public', 'privacyPolicy', CONTENT_PARTS),
  cookiePolicy: page('public', 'cookiePolicy', CONTENT_PARTS),
  faq: page('public', 'faq', CONTENT_PARTS),
  support: page('public', 'support', CONTENT_PARTS),
  brands: page('public', 'brands', BRANDS_PARTS),
  locateBrands: page('public', 'locateBrands', ['Stores']),
  terms: page('public', 'terms', CONTENT_PARTS, { protected: true, mainLayout: false }),
  // docs/product.md §2 leaves /privacy's layout "not stated"; like /terms it is opened from brand apps.
  privacy: page('public', 'privacy', CONTENT_PARTS, {
    protected: true,
    mainLayout: false,
  }),
  quickLogin: page('public', 'quickLogin', ['QuickLogin']),
  // Shown by the service worker for a page not saved on the device (docs/product.md §4 Offline wallet).
  offline: page('public', 'offline', []),
  // The device-fingerprint route renders only a hidden block (docs/product.md §2).
  fingerprint: page('public', null, [], { mainLayout: false }),
} as const satisfies Partial<Record<RouteName, Facts<PageEntry>>>;

export type PageName = keyof typeof PAGES;

const MODALS = {
  // docs/product.md §2 Modals.
  // Each sign-in step carries its own form's words only (components/auth/*-body.tsx).
  login: modal('guestOnly', 'login', ['Login', 'Validation']),
  verifyOtp: modal('guestOnly', 'verifyOtp', ['Otp']),
  amrBenefits: modal('guestOnly', 'amrBenefits', []),
  createProfile: modal('guestOnly', 'createProfile', ['CreateProfile', 'Validation']),
  rewardDetail: modal('public', 'rewardDetail', [...DETAIL_PARTS, 'RewardUnlock'], {
    background: 'rewards',
  }),
  voucherDetail: modal('public', 'voucherDetail', [...DETAIL_PARTS, 'Voucher'], {
    background: 'rewards',
  }),
  offerDetail: modal('public', 'offerDetail', []),
  loyaltyInfo: modal('public', 'loyaltyInfo', []),
  brandDetail: modal('public', 'brandDetail', ['Brands']),
  myProfile: modal('authOnly', 'myProfile', MY_PROFILE_PARTS),
  manageAccount: modal('authOnly', 'manageAccount', [
    'DeleteAccount',
    'ManageAccount',
    'Reminders',
  ]),
  logout: modal('authOnly', 'logout', LOGOUT_PARTS),
  // docs/product.md §2 gives change-country no access list: open to all.
  changeCountry: modal('public', 'changeCountry', CHANGE_COUNTRY_PARTS),
  loginAlert: modal('public', 'loginAlert', ['QuickLogin'], { protected: true }),
} as const satisfies Partial<Record<RouteName, Facts<ModalEntry>>>;

export type ModalName = keyof typeof MODALS;

// Every route of ROUTE_PATTERNS is a page or a modal here, so the compiler refuses a path without
// its facts (the reverse, facts without a path, is refused by the `satisfies` above).
const EVERY_ROUTE_HAS_FACTS: Record<RouteName, unknown> = { ...PAGES, ...MODALS };

/** Every route, in ROUTE_PATTERNS's order (pages first), with its path. */
export const ROUTES: readonly (RouteEntry & { name: RouteName })[] = (
  Object.keys(ROUTE_PATTERNS) as RouteName[]
).map((name) => ({
  name,
  pattern: ROUTE_PATTERNS[name],
  ...(EVERY_ROUTE_HAS_FACTS[name] as Facts<RouteEntry>),
}));

export const ROUTE_TABLE = Object.fromEntries(ROUTES.map((route) => [route.name, route])) as {
  readonly [N in PageName]: PageEntry & { name: N };
} & { readonly [N in ModalName]: ModalEntry & { name: N } };

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

/** Finds the route for a path without its locale segment; `/` and `` are home. */
export function matchRoute(pathWithoutLocale: string): RouteMatch | null {
  const match = matchRoutePath(pathWithoutLocale);
  return match && { entry: ROUTE_TABLE[match.name], params: match.params };
}

/**
 * What a brand, reward, voucher or offer id in a path may be: the service's ids are slugs. A
 * dotted param (`a.b`) still matches its route (route-paths.ts), whose page then says the item
 * does not exist (routeParamsValid, in route-page.tsx and modal-page.tsx).
 */
const ROUTE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

export function routeParamsValid(params: Record<string, string>): boolean {
  return Object.values(params).every((value) => ROUTE_PARAM.test(value));
}

export function isModalPath(pathWithoutLocale: string): boolean {
  return matchRoute(pathWithoutLocale)?.entry.kind === 'modal';
}
