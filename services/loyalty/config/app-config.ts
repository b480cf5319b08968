import { BRAND_APP_SCHEMES } from '@/lib/contract/brand-links';
import { BRAND_CODES, type BrandCode } from '@/lib/contract/common';
import type { AppConfig } from '@/lib/contract/content';
import { COUNTRY_RULES } from '@/services/loyalty/config/countries';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import type { ServiceSettings } from '@/services/loyalty/settings';

// docs/product.md §3 Config, Config text fields, Widget configuration and Theme; docs/product.md §9 theme colours and
// minimum points digits. Images are paths under the web app's public folder.

export function buildAppConfig(brandCodes: BrandCode[], settings: ServiceSettings): AppConfig {
  const codes = brandCodes.length ? brandCodes : [...BRAND_CODES];
  const rules = Object.values(COUNTRY_RULES);
  return {
    imageBaseUrl: '/',
    ImageSasToken: '',
    amrBannerImage: '/brands/amrx.webp',
    walaaBlackBanner: '/brands/amrx.webp',
    walaaIconImage: '/brands/amrx.webp',
    amrGuid: 'b7d3c1e2-5f4a-4c8e-9a61-2f0d7e3b9c15',
    loyaltyGuid: 'e41f9a2c-7b36-4d05-8c9e-61a2b4f0d873',
    otpLength: settings.otp.length,
    otpResendSeconds: settings.otp.resendSeconds,
    countries: rules,
    validationRules: { UAE: COUNTRY_RULES.UAE, KSA: COUNTRY_RULES.KSA },
    minimumPointsDigits: 3,
    flags: { isPointsExchangeEnabled: true, isGrowthBrandEnabled: true },
    joiningBonusInfo: {
      points: 100,
      text: {
        en: 'Join today and get 100 AMRX points as a welcome gift.',
        ar: 'انضم اليوم واحصل على 100 نقطة ترحيبية في مكافآت AMRX.',
      },
    },
    contactSupport: {
      phone: '+971 600 52 6272',
      email: 'support@amrx-rewards.example',
      hours: { en: 'Every day, 9 am to 11 pm', ar: 'يوميًا من 9 صباحًا حتى 11 مساءً' },
    },
    deeplinkUrl: Object.fromEntries(
      codes.map((code) => [
        code,
        {
          UAE: `${BRAND_APP_SCHEMES[code]}://ae/home`,
          KSA: `${BRAND_APP_SCHEMES[code]}://sa/home`,
        },
      ]),
    ) as AppConfig['deeplinkUrl'],
    // A point's worth is the value the exchange rates are built from (seed/brands.ts
    // pointValueFils), so moving points between brands keeps their worth: in fils in the UAE and,
    // the same number, in halalas in KSA. A brand without a seed value has none.
    pointValue: Object.fromEntries(
      codes.flatMap((code) => {
        const fils = BRAND_SEEDS.find((b) => b.code === code)?.pointValueFils;
        return fils ? [[code, { UAE: fils / 100, KSA: fils / 100 }]] : [];
      }),
    ) as AppConfig['pointValue'],
    texts: {
      CTAotherOption: { en: 'Use another number', ar: 'استخدم رقمًا آخر' },
      quickLoginCTAContinue: { en: 'Continue', ar: 'متابعة' },
      amrLoginButtonText: { en: 'Log in with AMRX', ar: 'سجّل الدخول عبر AMRX' },
      amrBenefitLoginTitle: {
        en: 'One login for all your favourite restaurants',
        ar: 'تسجيل دخول واحد لكل مطاعمك المفضلة',
      },
      amrExistMultipleAccount: {
        en: 'We found AMRX profiles linked to this number. Choose the one to continue with.',
        ar: 'وجدنا ملفات AMRX مرتبطة بهذا الرقم. اختر الملف الذي تريد المتابعة به.',
      },
      amrExistOneAccount: {
        en: 'You already have an AMRX profile. Continue to use your points here.',
        ar: 'لديك ملف AMRX بالفعل. تابع لاستخدام نقاطك هنا.',
      },
      amrQuickLoginTitle: {
        en: 'Quick login with your AMRX profile',
        ar: 'تسجيل الدخول السريع بملفك في AMRX',
      },
    },
    loginBenefits: [
      {
        BENIFIT_TEXT: {
          en: 'Earn points at KFC, Pizza Hut, Hardee’s, TGI Fridays and Peet’s Coffee',
          ar: 'اكسب النقاط في كنتاكي وبيتزا هت وهارديز وتي جي آي فرايديز وقهوة بيتس',
        },
      },
      {
        BENIFIT_TEXT: {
          en: 'Move points between brands whenever you like',
          ar: 'حوّل النقاط بين العلامات التجارية متى شئت',
        },
      },
      {
        BENIFIT_TEXT: {
          en: 'Members-only rewards and vouchers',
          ar: 'مكافآت وقسائم حصرية للأعضاء',
        },
      },
    ],
    benefits: [
      {
        BENIFIT_TEXT: {
          en: 'A welcome bonus when you join a brand',
          ar: 'نقاط ترحيبية عند انضمامك إلى أي علامة',
        },
      },
      { BENIFIT_TEXT: { en: 'One balance for all your points', ar: 'رصيد واحد لكل نقاطك' } },
      {
        BENIFIT_TEXT: {
          en: 'Sign in once, use it in every brand app',
          ar: 'سجّل الدخول مرة واحدة، واستخدم ملفك في كل تطبيقات العلامات التجارية',
        },
      },
    ],
    widget: {
      easyTransfer: {
        image: '/brands/amrx.webp',
        text: {
          en: '##Easy transfer##Move points between brands in a few taps',
          ar: '##تحويل سهل##حوّل النقاط بين العلامات التجارية بضغطات قليلة',
        },
      },
      quickLogin: {
        image: '/brands/amrx.webp',
        text: {
          en: '##Quick login##One profile for every partner app',
          ar: '##تسجيل الدخول السريع##ملف واحد لكل تطبيقات العلامات التجارية',
        },
      },
      exclusiveOffer: {
        image: '/brands/amrx.webp',
        text: {
          en: '##Exclusive offers##Rewards you will only find here',
          ar: '##عروض حصرية##مكافآت لن تجدها إلا هنا',
        },
      },
      userPopUpData: {
        title: { en: 'Welcome back, $$name$$', ar: 'أهلًا بعودتك، $$name$$' },
        newMemberTitle: { en: 'Welcome, $$name$$', ar: 'أهلًا بك، $$name$$' },
        crownImage: '/brands/amrx.webp',
        ctaPopUpText: { text: { en: 'See how points work', ar: 'تعرّف على طريقة عمل النقاط' } },
      },
      widgetTitle: { en: 'Rewards from every brand you love', ar: 'مكافآت من كل علامة تحبها' },
      nonLoggedInCtaText: { en: 'Join now', ar: 'انضم الآن' },
    },
    mainMenu: [
      { key: 'brands', path: '/brands', label: { en: 'Brands', ar: 'العلامات التجارية' } },
      {
        key: 'exchange-points',
        path: '/exchange-points',
        label: { en: 'Exchange Points', ar: 'تحويل النقاط' },
      },
      { key: 'rewards', path: '/rewards', label: { en: 'Rewards', ar: 'المكافآت' } },
    ],
    theme: {
      primary: '#E6353A',
      secondary: '#000000',
      error: '#FA4D4B',
      warning: '#FFD233',
      info: '#007AFF',
      success: '#1DA81B',
      background: '#FFFFFF',
      surface: '#F6F6F8',
      textPrimary: '#1A1A1A',
      textSecondary: '#5C5C66',
      divider: '#E4E4E8',
    },
  };
}
