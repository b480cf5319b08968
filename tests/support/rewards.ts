import type { Reward } from '@/lib/contract/loyalty';
import type { RewardsContext } from '@/lib/rewards/rewards-context';

// A reward as the loyalty service sends it (RewardSchema, lib/contract/loyalty.ts): KFC's welcome
// fries, a 20-point in-store loyalty offer, still available. A test overrides what it is about.

export const serviceReward = (overrides: Partial<Reward> = {}): Reward => ({
  id: '6f1c2a7e-0000-4000-8000-000000000002',
  brand: 'KFC',
  titleEn: 'Welcome fries',
  titleAr: 'بطاطس ترحيبية',
  descriptionEn: 'Fries',
  descriptionAr: 'بطاطس',
  image: '',
  offerType: 'loyalty',
  channel: 'in-store',
  pointsCost: 20,
  duration: 7,
  durationUnit: 'days',
  joiningBonusPts: 50,
  termsEn: 'Terms',
  termsAr: 'الشروط',
  status: 'available',
  couponCode: null,
  expiresAt: null,
  redeemedAt: null,
  ...overrides,
});

/** The rewards pages' context: one brand, KFC, named in the page's language; a member if given. */
export const rewardsContext = (
  locale: 'en' | 'ar',
  member: RewardsContext['member'] = null,
): RewardsContext => ({
  images: { base: '/', token: '' },
  member,
  deviceId: 'device-1',
  country: 'AE',
  deeplinks: {},
  brands: [
    {
      code: 'KFC',
      shortname: 'kfc',
      name: locale === 'ar' ? 'كنتاكي' : 'KFC',
      logo: '',
      joiningBonusPts: 50,
      rates: {},
    },
  ],
});
