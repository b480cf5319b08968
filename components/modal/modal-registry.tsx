import type { ComponentType } from 'react';
import type en from '@/messages/en.json';
import { LoyaltyInfoBody } from '@/components/home/loyalty-info-body';

export type ModalBodyProps = { params: Record<string, string> };

type ModalDefinition = {
  title: keyof (typeof en)['Modals'];
  Body?: ComponentType<ModalBodyProps>;
};

// What each modal route of lib/routes.ts shows. Keys are the route patterns.
export const MODALS: Record<string, ModalDefinition> = {
  '/login': { title: 'login' },
  '/verify-otp': { title: 'verifyOtp' },
  '/amr-benefits': { title: 'amrBenefits' },
  '/create-profile': { title: 'createProfile' },
  '/rewards/detail/:brand/:id': { title: 'rewardDetail' },
  '/voucher/detail/:brand/:id': { title: 'voucherDetail' },
  '/offer-detail/:id': { title: 'offerDetail' },
  '/loyalty-info': { title: 'loyaltyInfo', Body: LoyaltyInfoBody },
  '/brands/:shortname/detail': { title: 'brandDetail' },
  '/my-profile': { title: 'myProfile' },
  '/manage-account': { title: 'manageAccount' },
  '/logout': { title: 'logout' },
  '/change-country': { title: 'changeCountry' },
  '/login-alert': { title: 'loginAlert' },
};
