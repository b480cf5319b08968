import en from '@/messages/en.json' with { type: 'json' };
import ar from '@/messages/ar.json' with { type: 'json' };
import { ROUTES, routePath, type RouteEntry } from '@/lib/routes';

export const LOCALES = ['en', 'ar'] as const;
export type TestLocale = (typeof LOCALES)[number];
export const MESSAGES = { en, ar } as const;

const SAMPLE_PARAMS = { brand: 'kfc', id: '1', shortname: 'kfc' };

export const samplePath = (entry: RouteEntry) => routePath(entry.pattern, SAMPLE_PARAMS);

// The heading each page shows, by the Pages message key.
const PAGE_TITLE: Record<string, keyof typeof en.Pages | null> = {
  '/home': 'home',
  '/rewards': 'rewards',
  '/exchange-points': 'exchangePoints',
  '/transaction-history': 'transactionHistory',
  '/profile/manage-account': 'manageAccount',
  '/terms-and-conditions': 'termsAndConditions',
  '/privacy-policy': 'privacyPolicy',
  '/cookie-policy': 'cookiePolicy',
  '/faq': 'faq',
  '/support': 'support',
  '/brands': 'brands',
  '/locate-brands': 'locateBrands',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/quick-login': 'quickLogin',
  '/fingerprint': null,
};

const MODAL_TITLE: Record<string, keyof typeof en.Modals> = {
  '/login': 'login',
  '/verify-otp': 'verifyOtp',
  '/amr-benefits': 'amrBenefits',
  '/create-profile': 'createProfile',
  '/rewards/detail/:brand/:id': 'rewardDetail',
  '/voucher/detail/:brand/:id': 'voucherDetail',
  '/offer-detail/:id': 'offerDetail',
  '/loyalty-info': 'loyaltyInfo',
  '/brands/:shortname/detail': 'brandDetail',
  '/my-profile': 'myProfile',
  '/manage-account': 'manageAccount',
  '/logout': 'logout',
  '/change-country': 'changeCountry',
  '/login-alert': 'loginAlert',
};

export function pageTitle(pattern: string, locale: TestLocale): string | null {
  const key = PAGE_TITLE[pattern];
  if (key === undefined) throw new Error(`No expected title for page ${pattern}`);
  return key ? MESSAGES[locale].Pages[key] : null;
}

export function modalTitle(pattern: string, locale: TestLocale): string {
  const key = MODAL_TITLE[pattern];
  if (!key) throw new Error(`No expected title for modal ${pattern}`);
  return MESSAGES[locale].Modals[key];
}

export { ROUTES };
