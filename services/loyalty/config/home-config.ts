import type { BrandCode } from '@/lib/contract/common';
import type { HomeConfig } from '@/lib/contract/content';
import { OFFERS, type Offer, type OfferSeed } from '@/services/loyalty/config/offers';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';

// docs/product.md §3 Home config (per brand) and §2 Guided tour (up to six coach marks; the sixth is
// dropped on larger screens by the web app).

const COACH_MARKS: HomeConfig['coachMarks'] = [
  {
    target: 'home',
    heading: { en: 'Home', ar: 'الرئيسية' },
    content: {
      en: 'Your points, offers and partner brands at a glance.',
      ar: 'نقاطك وعروضك والعلامات الشريكة في لمحة واحدة.',
    },
  },
  {
    target: 'rewards',
    heading: { en: 'Rewards', ar: 'المكافآت' },
    content: {
      en: 'Unlock rewards and vouchers with the points you earned.',
      ar: 'احصل على المكافآت والقسائم بالنقاط التي كسبتها.',
    },
  },
  {
    target: 'exchange-points',
    heading: { en: 'Exchange Points', ar: 'تحويل النقاط' },
    content: {
      en: 'Move points from one brand to another at the posted rate.',
      ar: 'حوّل النقاط من علامة إلى أخرى بسعر التحويل المعلن.',
    },
  },
  {
    target: 'brands',
    heading: { en: 'Brands', ar: 'العلامات التجارية' },
    content: {
      en: 'Join more brands and find their stores near you.',
      ar: 'انضم إلى علامات أكثر واعثر على فروعها القريبة منك.',
    },
  },
  {
    target: 'profile',
    heading: { en: 'Profile', ar: 'الملف الشخصي' },
    content: {
      en: 'Your details, permissions and active sessions.',
      ar: 'بياناتك وأذوناتك وجلساتك النشطة.',
    },
  },
  {
    target: 'points-widget',
    heading: { en: 'Your points', ar: 'نقاطك' },
    content: {
      // Guests see this step too, on a widget without the per-brand arrow.
      en: 'Your points live here: the total, and each brand’s once you have signed in.',
      ar: 'هنا نقاطك: المجموع، ونقاط كل علامة بعد تسجيل الدخول.',
    },
  },
];

const FAQ: HomeConfig['faq'] = [
  {
    question: { en: 'Where can I earn points?', ar: 'أين يمكنني كسب النقاط؟' },
    answer: {
      en: 'At every partner brand, in their apps and stores, using the number on your profile.',
      ar: 'لدى كل العلامات الشريكة، في تطبيقاتها وفروعها، باستخدام الرقم المسجل في ملفك.',
    },
  },
  {
    question: { en: 'Is there a daily limit?', ar: 'هل هناك حد يومي؟' },
    answer: {
      en: 'Yes. Each brand caps the points one order and one day can earn; the app shows what is left today.',
      ar: 'نعم. لكل علامة حد للنقاط لكل طلب ولكل يوم، ويعرض التطبيق المتبقي لليوم.',
    },
  },
  {
    question: { en: 'Do points expire?', ar: 'هل تنتهي صلاحية النقاط؟' },
    answer: {
      en: 'After 12 months. The oldest points are always used first.',
      ar: 'بعد 12 شهرًا، وتُستخدم النقاط الأقدم أولًا دائمًا.',
    },
  },
];

/** An offer with its last day: the end of the programme's day `runsDays` from today. */
function offerOn({ runsDays, ...offer }: OfferSeed, now: Date): Offer {
  const today = localDay('UAE', now);
  const end = new Date(today.start.getTime() + (runsDays + 1) * 86_400_000 - 1000);
  return { ...offer, endsAt: end.toISOString() };
}

export function buildHomeConfig(brand: BrandCode, now: Date): HomeConfig {
  const own = (o: OfferSeed) => brand === 'AMRX' || o.brandName === brand;
  const offers = OFFERS.filter(own).map((o) => offerOn(o, now));
  return {
    brand,
    amrHomeWidgetsData: {
      exclusiveRewardWidget: offers.filter((o) => o.offerType === 'loyalty'),
      partnerBrandWidget: {
        title: { en: 'Our partner brands', ar: 'علاماتنا الشريكة' },
        brands: BRAND_SEEDS.map((b) => b.code).filter((c) => c !== 'AMRX'),
      },
      offerWidget: offers,
      minPoint: 0,
      maxPoint: 0,
    },
    amrLoyaltyWidget: {
      title: { en: 'What is AMRX Rewards?', ar: 'ما هو برنامج مكافآت AMRX؟' },
      description: {
        en: 'One programme, six brands. Earn at one, spend at another.',
        ar: 'برنامج واحد وست علامات. اكسب من علامة واستبدل في أخرى.',
      },
      image: '/brands/amrx.webp',
    },
    amruserWidgets: [
      {
        key: 'history',
        title: { en: 'Transaction history', ar: 'سجل النقاط' },
        image: '/brands/amrx.webp',
        path: '/transaction-history',
      },
      {
        key: 'exchange',
        title: { en: 'Exchange Points', ar: 'تحويل النقاط' },
        image: '/brands/amrx.webp',
        path: '/exchange-points',
      },
      {
        key: 'stores',
        title: { en: 'Find a store', ar: 'ابحث عن فرع' },
        image: '/brands/amrx.webp',
        path: '/locate-brands',
      },
    ],
    coachMarks: COACH_MARKS,
    amrHomeWidgets: [
      'pointsWidget',
      'exclusiveRewardWidget',
      'partnerBrandWidget',
      'offerWidget',
      'amrLoyaltyWidget',
    ],
    faq: FAQ,
    pointExpireAfterText: {
      en: 'Points expire 12 months after you earn them.',
      ar: 'تنتهي صلاحية النقاط بعد 12 شهرًا من كسبها.',
    },
    pointTransferSliderText: {
      en: 'Slide to choose how many points to move',
      ar: 'اسحب لاختيار عدد النقاط التي تريد تحويلها',
    },
  };
}
