import type { ComponentType } from 'react';
import type en from '@/messages/en.json';
import { LoyaltyInfoBody } from '@/components/home/loyalty-info-body';
import { AmrBenefitsBody, CreateProfileBody, LoginBody, VerifyOtpBody } from '@/components/auth/sign-in-bodies';
import { ChangeCountryBody, LogoutBody, MyProfileBody } from '@/components/auth/account-bodies';
import { ManageAccountScreen } from '@/components/account/manage-account-screen';
import { LoginAlertBody } from '@/components/auth/quick-login-screen';
import { OfferDetailBody } from '@/components/home/offer-detail-body';
import { RewardDetailBody, VoucherDetailBody } from '@/components/rewards/detail-bodies';
import { BrandDetailBody } from '@/components/brands/brand-detail-body';

export type ModalBodyProps = { params: Record<string, string> };

type ModalDefinition = {
  title: keyof (typeof en)['Modals'];
  Body?: ComponentType<ModalBodyProps>;
};

// What each modal route of lib/routes.ts shows. Keys are the route patterns.
export const MODALS: Record<string, ModalDefinition> = {
  '/login': { title: 'login', Body: LoginBody },
  '/verify-otp': { title: 'verifyOtp', Body: VerifyOtpBody },
  '/amr-benefits': { title: 'amrBenefits', Body: AmrBenefitsBody },
  '/create-profile': { title: 'createProfile', Body: CreateProfileBody },
  '/rewards/detail/:brand/:id': { title: 'rewardDetail', Body: RewardDetailBody },
  '/voucher/detail/:brand/:id': { title: 'voucherDetail', Body: VoucherDetailBody },
  '/offer-detail/:id': { title: 'offerDetail', Body: OfferDetailBody },
  '/loyalty-info': { title: 'loyaltyInfo', Body: LoyaltyInfoBody },
  '/brands/:shortname/detail': { title: 'brandDetail', Body: BrandDetailBody },
  '/my-profile': { title: 'myProfile', Body: MyProfileBody },
  '/manage-account': { title: 'manageAccount', Body: () => <ManageAccountScreen asPage={false} /> },
  '/logout': { title: 'logout', Body: LogoutBody },
  '/change-country': { title: 'changeCountry', Body: ChangeCountryBody },
  '/login-alert': { title: 'loginAlert', Body: LoginAlertBody },
};
