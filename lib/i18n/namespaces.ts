import type { Messages } from 'next-intl';

// The catalogue namespaces each part of the app reads in the browser, for the route table
// (lib/navigation/routes.ts) and the layouts. The browser gets only these, not the whole catalogue
// (lib/i18n/client-messages.tsx). A part's list sits here once and every route that shows the
// part names the list, so adding a useTranslations namespace to a part is one change.
// The lists are held to the code: tests/lib/navigation/route-namespaces.test.ts follows each
// route's pages through their client modules, collects their useTranslations namespaces, and
// fails on one a route is not handed or one it lists that nothing reads, naming it; the layouts'
// client parts are held to SHELL_NAMESPACES. Edge-safe: the middleware reads the route table.

export type Namespace = keyof Messages;

/** What the layouts' client components read: header, drawer, bottom bar, banners, error page. */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  'AccountValidation',
  'ApiErrors',
  'BrandReturn',
  'CookieConsent',
  'Drawer',
  'ErrorBoundary',
  'LanguageToggle',
  'Nav',
  'Pwa',
  'SignedOut',
  // The wallet dialog of a signed-in member (components/wallet), with its voucher codes.
  'VoucherCode',
  'Wallet',
];

/**
 * The member's account modals, each with its own: my profile (with the bottom bar raised over it
 * and its name form), the logout confirmation and the country picker.
 */
export const MY_PROFILE_PARTS: readonly Namespace[] = ['MyProfile', 'Nav', 'Validation'];
export const LOGOUT_PARTS: readonly Namespace[] = ['Logout'];
export const CHANGE_COUNTRY_PARTS: readonly Namespace[] = ['ChangeCountry'];

/** The points widget, with the reminders offer on its expiry line (components/reminders). */
export const POINTS_WIDGET_PARTS: readonly Namespace[] = ['PointsWidget', 'Reminders'];

/** The home screen: offers, the points widget and the guided tour. */
export const HOME_PARTS: readonly Namespace[] = ['Home', ...POINTS_WIDGET_PARTS, 'Tour'];

/** The rewards list with its points widget and the voucher codes it shows. */
export const REWARDS_PARTS: readonly Namespace[] = [
  ...POINTS_WIDGET_PARTS,
  'Rewards',
  'Validity',
  'VoucherCode',
];

/**
 * A reward's or a voucher's detail. Their words are cut by the part that shows them, so each
 * detail adds its own: the unlock flow's (RewardUnlock) a reward's only, the voucher's actions'
 * (Voucher) a voucher's only; the transfer popup's (TransferPoints) both.
 */
export const DETAIL_PARTS: readonly Namespace[] = ['RewardDetail', 'TransferPoints'];

export const BRANDS_PARTS: readonly Namespace[] = ['Brands'];

/** The content pages: FAQ, support, terms and policies. */
export const CONTENT_PARTS: readonly Namespace[] = ['Content'];
