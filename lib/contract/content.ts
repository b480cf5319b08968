import { z } from 'zod';
import {
  BrandCodeSchema,
  CountryCodeSchema,
  IsoDateTimeSchema,
  LocalizedTextSchema,
} from '@/lib/contract/common';
import { RateSchema } from '@/lib/contract/loyalty';

// Server-supplied configuration and content (docs/product.md §3 Config, Widget configuration, Home config,
// Theme, Brand, Country). Texts are keyed by language ({en, ar}) as docs/product.md §3 says.

const L = LocalizedTextSchema;
const imageText = z.object({ image: z.string(), text: L });

export const CountryRuleSchema = z.object({
  code: CountryCodeSchema,
  name: L,
  phoneCode: z.string(),
  flag: z.string(),
  /** National mobile number, without the calling code or a leading 0. */
  pattern: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  example: z.string(),
  timeZone: z.string(),
});

export const ThemeSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  error: z.string(),
  warning: z.string(),
  info: z.string(),
  success: z.string(),
  background: z.string(),
  surface: z.string(),
  textPrimary: z.string(),
  textSecondary: z.string(),
  divider: z.string(),
});

export const BenefitSchema = z.object({ BENIFIT_TEXT: L });

export const AppConfigSchema = z.object({
  imageBaseUrl: z.string(),
  ImageSasToken: z.string(),
  amrBannerImage: z.string(),
  walaaBlackBanner: z.string(),
  walaaIconImage: z.string(),
  amrGuid: z.string(),
  loyaltyGuid: z.string(),
  otpLength: z.number().int(),
  otpResendSeconds: z.number().int(),
  countries: z.array(CountryRuleSchema),
  validationRules: z.record(CountryCodeSchema, CountryRuleSchema),
  minimumPointsDigits: z.number().int(),
  flags: z.object({ isPointsExchangeEnabled: z.boolean(), isGrowthBrandEnabled: z.boolean() }),
  joiningBonusInfo: z.object({ points: z.number().int(), text: L }),
  contactSupport: z.object({ phone: z.string(), email: z.string(), hours: L }),
  deeplinkUrl: z.record(BrandCodeSchema, z.record(CountryCodeSchema, z.string())),
  /**
   * What one point of a brand is worth in a country, in that country's currency (AED in the UAE,
   * SAR in KSA; lib/points/points-worth.ts): 0.1 is 10 fils or halalas. A brand or a country left
   * out has no value, and the points widget shows none for it (docs/product.md §2 Points widget);
   * a config without the field shows no values.
   */
  pointValue: z
    .partialRecord(
      BrandCodeSchema,
      z.partialRecord(CountryCodeSchema, z.number().positive().finite()),
    )
    .default({}),
  texts: z.object({
    CTAotherOption: L,
    quickLoginCTAContinue: L,
    amrLoginButtonText: L,
    amrBenefitLoginTitle: L,
    amrExistMultipleAccount: L,
    amrExistOneAccount: L,
    amrQuickLoginTitle: L,
  }),
  loginBenefits: z.array(BenefitSchema),
  benefits: z.array(BenefitSchema),
  widget: z.object({
    easyTransfer: imageText,
    quickLogin: imageText,
    exclusiveOffer: imageText,
    userPopUpData: z.object({
      title: L,
      /** The greeting of a member who joined in this session (they have not been "back" yet). */
      newMemberTitle: L,
      crownImage: z.string(),
      ctaPopUpText: z.object({ text: L }),
    }),
    widgetTitle: L,
    nonLoggedInCtaText: L,
  }),
  mainMenu: z.array(z.object({ key: z.string(), path: z.string(), label: L })),
  theme: ThemeSchema,
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const OfferSchema = z.object({
  id: z.string(),
  offerType: z.enum(['loyalty', 'non-loyalty']),
  brandName: BrandCodeSchema,
  channel: z.enum(['online', 'in-store']),
  image: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** The last day the offer runs (the programme's time zone), when it has one. */
  endsAt: IsoDateTimeSchema.optional(),
});

export const FaqItemSchema = z.object({ question: L, answer: L });
export const CoachMarkSchema = z.object({ target: z.string(), heading: L, content: L });

export const HomeConfigSchema = z.object({
  brand: BrandCodeSchema,
  amrHomeWidgetsData: z.object({
    exclusiveRewardWidget: z.array(OfferSchema),
    partnerBrandWidget: z.object({ title: L, brands: z.array(BrandCodeSchema) }),
    offerWidget: z.array(OfferSchema),
    minPoint: z.number().int(),
    maxPoint: z.number().int(),
  }),
  amrLoyaltyWidget: z.object({ title: L, description: L, image: z.string() }),
  amruserWidgets: z.array(
    z.object({ key: z.string(), title: L, image: z.string(), path: z.string() }),
  ),
  coachMarks: z.array(CoachMarkSchema),
  amrHomeWidgets: z.array(z.string()),
  faq: z.array(FaqItemSchema),
  pointExpireAfterText: L,
  pointTransferSliderText: L,
});
export type HomeConfig = z.infer<typeof HomeConfigSchema>;

export const CONTENT_TYPES = ['terms', 'privacy', 'cookie-policy', 'faq'] as const;
export const contentSchema = z.object({ type: z.enum(CONTENT_TYPES) });
export const ContentDataSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  language: z.enum(['en', 'ar']),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  updatedAt: IsoDateTimeSchema,
});

export const CITIES = ['dubai', 'abu-dhabi', 'sharjah', 'riyadh', 'jeddah'] as const;
export const brandStoresSchema = z.object({
  brand: BrandCodeSchema.optional(),
  country: CountryCodeSchema.optional(),
  city: z.enum(CITIES).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export const StoreSchema = z.object({
  id: z.number().int(),
  brand: BrandCodeSchema,
  name: z.string(),
  address: z.string(),
  city: z.enum(CITIES),
  country: CountryCodeSchema,
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  openingHours: z.string(),
  services: z.array(z.enum(['dine-in', 'takeaway', 'delivery', 'drive-thru'])),
  distanceKm: z.number().nullable(),
});
export const BrandStoresDataSchema = z.object({ stores: z.array(StoreSchema) });

export const NativeBrandSchema = z.object({
  code: BrandCodeSchema,
  name: L,
  shortname: z.string(),
  sortName: z.string(),
  sortOrder: z.number().int(),
  logo: z.string(),
  color: z.string(),
  description: L,
  /** Per target brand code, as a fraction (lib/contract/loyalty.ts RateSchema). */
  exchangeRate: z.record(z.string(), RateSchema),
  dailyEarningLimit: z.number().int(),
  earnPerOrder: z.number().int(),
  joiningBonusPts: z.number().int(),
  pointExpiryMonths: z.number().int(),
  countries: z.array(CountryCodeSchema),
});
export const BrandsDataSchema = z.object({ brands: z.array(NativeBrandSchema) });
