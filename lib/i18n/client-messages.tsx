import 'server-only';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

// The browser gets only the messages its client components read, not the whole catalogue: the
// catalogue (21 KB in English, 29 KB in Arabic) was a third of every page's HTML, and without it
// a page's compressed HTML fits in the first round trip of a new connection, about 14 KB (issue
// 10). A page navigated to in the browser brings its own few namespaces. Server components read
// every message on the server as before.
//
// A provider replaces the one above it, so each list names every namespace its subtree reads.
// tests/i18n/client-messages.test.ts follows each page's imports into its client components and
// holds these lists to exactly what they read.

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
];

const SIGN_IN: readonly Namespace[] = [
  'ApiErrors',
  'CreateProfile',
  'Login',
  'Otp',
  'RouteModal',
  'Validation',
];
const PROFILE: readonly Namespace[] = [
  'ApiErrors',
  'ChangeCountry',
  'Logout',
  'MyProfile',
  'Nav',
  'RouteModal',
  'Validation',
];
/**
 * A reward's or a voucher's detail, with the rewards page beneath on a hard load. Their words are
 * cut by the part that shows them, so each detail carries only its own: the voucher code's
 * (VoucherCode) are the rewards list's too, the unlock flow's (RewardUnlock) a reward's only, the
 * voucher's actions' (Voucher) a voucher's only, the transfer popup's (TransferPoints) both.
 */
const DETAIL: readonly Namespace[] = [
  'ApiErrors',
  'PointsWidget',
  'RewardDetail',
  'Rewards',
  'RouteModal',
  'Validity',
  'VoucherCode',
];
/** The home screen, beneath the modals that open over it on a hard load. */
const HOME: readonly Namespace[] = ['ApiErrors', 'Home', 'PointsWidget', 'Tour'];
const CONTENT: readonly Namespace[] = ['Content'];

/**
 * Per route of lib/routes.ts. A modal's list covers both of its pages: the one over the page it
 * was opened from, and the hard-loaded one with its background page beneath.
 */
export const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  '/home': HOME,
  '/rewards': ['PointsWidget', 'Rewards', 'Validity', 'VoucherCode'],
  '/rewards/detail/:brand/:id': [...DETAIL, 'RewardUnlock', 'TransferPoints'],
  '/voucher/detail/:brand/:id': [...DETAIL, 'TransferPoints', 'Voucher'],
  '/exchange-points': ['ApiErrors', 'Exchange', 'PointsWidget'],
  '/transaction-history': ['ApiErrors', 'History', 'PointsWidget'],
  '/brands': ['ApiErrors', 'Brands'],
  '/brands/:shortname/detail': [...HOME, 'Brands', 'RouteModal'],
  '/locate-brands': ['Stores'],
  '/login': [...SIGN_IN, 'Home', 'PointsWidget', 'Tour'],
  '/verify-otp': [...SIGN_IN, 'Home', 'PointsWidget', 'Tour'],
  '/create-profile': [...SIGN_IN, 'Home', 'PointsWidget', 'Tour'],
  '/amr-benefits': [...SIGN_IN, 'Home', 'PointsWidget', 'Tour'],
  '/login-alert': [...HOME, 'QuickLogin', 'RouteModal'],
  '/quick-login': ['ApiErrors', 'QuickLogin'],
  '/my-profile': [...PROFILE, 'Home', 'PointsWidget', 'Tour'],
  '/logout': [...PROFILE, 'Home', 'PointsWidget', 'Tour'],
  '/change-country': [...PROFILE, 'Home', 'PointsWidget', 'Tour'],
  '/manage-account': [...HOME, 'DeleteAccount', 'ManageAccount', 'RouteModal'],
  '/profile/manage-account': ['ApiErrors', 'DeleteAccount', 'ManageAccount'],
  '/loyalty-info': [...HOME, 'RouteModal'],
  '/offer-detail/:id': [...HOME, 'RouteModal'],
  '/faq': CONTENT,
  '/support': CONTENT,
  '/terms-and-conditions': CONTENT,
  '/privacy-policy': CONTENT,
  '/cookie-policy': CONTENT,
  '/terms': CONTENT,
  '/privacy': CONTENT,
  '/fingerprint': [],
};

/** Hands its subtree's client components the namespaces named, in the request's language. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/** The provider of a page of lib/routes.ts (components/layout/route-page.tsx, modal-page.tsx). */
export function RouteMessages({ pattern, children }: { pattern: string; children: ReactNode }) {
  const namespaces = ROUTE_NAMESPACES[pattern];
  if (!namespaces) throw new Error(`No client messages listed for ${pattern}`);
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
