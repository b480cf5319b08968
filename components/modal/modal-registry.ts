import type en from '@/messages/en.json';

export type ModalBodyProps = { params: Record<string, string> };

// The title of each modal route of lib/routes.ts; keys are the route patterns. Each route's page
// files import their own body (app/[locale]/(main)/… and app/[locale]/@modal/(.)…), so a modal
// route's JavaScript carries its own body and not every other modal's (the JavaScript budget, docs/quality.md §3).
export const MODAL_TITLES: Record<string, keyof (typeof en)['Modals']> = {
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
  '/logout': 'logout',
  '/change-country': 'changeCountry',
  '/login-alert': 'loginAlert',
  '/manage-account': 'manageAccount',
};
