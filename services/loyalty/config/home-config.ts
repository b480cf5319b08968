import type { BrandCode } from '@/lib/contract/common';
import type { HomeConfig } from '@/lib/contract/content';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';

// SPEC §3 Home config (per brand) and §2 Guided tour (up to six coach marks; the sixth is
// dropped on larger screens by the web app).

type Offer = HomeConfig['amrHomeWidgetsData']['offerWidget'][number];

const OFFERS: Offer[] = [
  {
    id: 'kfc-bucket-20',
    offerType: 'loyalty',
    brandName: 'KFC',
    channel: 'online',
    image: '/brands/kfc.svg',
    titleEn: '20% off any bucket',
    titleAr: 'خصم 20% على أي باكيت',
    descriptionEn: 'Members save 20% on buckets ordered in the app this week.',
    descriptionAr: 'يوفّر الأعضاء 20% على الباكيت عند الطلب من التطبيق هذا الأسبوع.',
  },
  {
    id: 'kfc-join-fries',
    offerType: 'non-loyalty',
    brandName: 'KFC',
    channel: 'in-store',
    image: '/brands/kfc.svg',
    titleEn: 'Join KFC rewards, get free fries',
    titleAr: 'انضم لمكافآت كنتاكي واحصل على بطاطس مجانية',
    descriptionEn: 'Enrol in KFC from your AMRX profile and your next regular fries are on us.',
    descriptionAr: 'سجّل في كنتاكي من ملف AMRX وستكون البطاطس العادية التالية على حسابنا.',
  },
  {
    id: 'phd-double-points',
    offerType: 'loyalty',
    brandName: 'PHD',
    channel: 'online',
    image: '/brands/phd.svg',
    titleEn: 'Double points on large pizzas',
    titleAr: 'نقاط مضاعفة على البيتزا الكبيرة',
    descriptionEn: 'Earn twice the points on every large pizza delivered before Thursday.',
    descriptionAr: 'اكسب ضعف النقاط على كل بيتزا كبيرة تُوصَّل قبل الخميس.',
  },
  {
    id: 'phd-join-dessert',
    offerType: 'non-loyalty',
    brandName: 'PHD',
    channel: 'online',
    image: '/brands/phd.svg',
    titleEn: 'A free dessert when you join',
    titleAr: 'حلوى مجانية عند الانضمام',
    descriptionEn: 'Join Pizza Hut rewards and add a free cinnamon dessert to your first order.',
    descriptionAr: 'انضم لمكافآت بيتزا هت وأضف حلوى القرفة مجانًا إلى طلبك الأول.',
  },
  {
    id: 'hrd-breakfast',
    offerType: 'loyalty',
    brandName: 'HRD',
    channel: 'in-store',
    image: '/brands/hrd.svg',
    titleEn: 'Breakfast for 150 points',
    titleAr: 'فطور مقابل 150 نقطة',
    descriptionEn: 'Swap 150 Hardee’s points for any breakfast sandwich before 11 am.',
    descriptionAr: 'استبدل 150 نقطة هارديز بأي ساندويتش فطور قبل الساعة 11 صباحًا.',
  },
  {
    id: 'hrd-join-upsize',
    offerType: 'non-loyalty',
    brandName: 'HRD',
    channel: 'in-store',
    image: '/brands/hrd.svg',
    titleEn: 'Free upsize for new members',
    titleAr: 'ترقية مجانية للأعضاء الجدد',
    descriptionEn: 'Join Hardee’s rewards and upsize your next combo at no cost.',
    descriptionAr: 'انضم لمكافآت هارديز وكبّر وجبتك التالية دون تكلفة.',
  },
  {
    id: 'tgif-birthday',
    offerType: 'loyalty',
    brandName: 'TGIF',
    channel: 'in-store',
    image: '/brands/tgif.svg',
    titleEn: 'Birthday dessert on us',
    titleAr: 'حلوى عيد ميلادك علينا',
    descriptionEn: 'Celebrate with a free dessert any day in your birthday month.',
    descriptionAr: 'احتفل بحلوى مجانية في أي يوم من شهر ميلادك.',
  },
  {
    id: 'tgif-join-starter',
    offerType: 'non-loyalty',
    brandName: 'TGIF',
    channel: 'in-store',
    image: '/brands/tgif.svg',
    titleEn: 'A starter to share',
    titleAr: 'مقبلات للمشاركة',
    descriptionEn: 'Join TGI Fridays rewards and enjoy a free starter on your next visit.',
    descriptionAr: 'انضم لمكافآت تي جي آي فرايديز واستمتع بمقبلات مجانية في زيارتك القادمة.',
  },
  {
    id: 'peet-sixth-cup',
    offerType: 'loyalty',
    brandName: 'Peet',
    channel: 'in-store',
    image: '/brands/peet.svg',
    titleEn: 'Every sixth cup is free',
    titleAr: 'الكوب السادس مجانًا',
    descriptionEn: 'Buy five hand-crafted drinks and the sixth is on us.',
    descriptionAr: 'اشترِ خمسة مشروبات والسادس على حسابنا.',
  },
  {
    id: 'peet-join-pastry',
    offerType: 'non-loyalty',
    brandName: 'Peet',
    channel: 'online',
    image: '/brands/peet.svg',
    titleEn: 'A pastry with your first coffee',
    titleAr: 'معجنات مع قهوتك الأولى',
    descriptionEn: 'Join Peet’s rewards and get a fresh pastry with your first order.',
    descriptionAr: 'انضم لمكافآت بيتس واحصل على معجنات طازجة مع طلبك الأول.',
  },
];

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
      ar: 'افتح المكافآت والقسائم بالنقاط التي كسبتها.',
    },
  },
  {
    target: 'exchange-points',
    heading: { en: 'Exchange Points', ar: 'تحويل النقاط' },
    content: {
      en: 'Move points from one brand to another at the posted rate.',
      ar: 'انقل النقاط من علامة إلى أخرى بالسعر المعلن.',
    },
  },
  {
    target: 'brands',
    heading: { en: 'Brands', ar: 'العلامات' },
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
      en: 'Tap the arrow to see your points in each brand.',
      ar: 'اضغط السهم لعرض نقاطك في كل علامة.',
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

export function buildHomeConfig(brand: BrandCode): HomeConfig {
  const own = (o: Offer) => brand === 'AMRX' || o.brandName === brand;
  const offers = OFFERS.filter(own);
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
      image: '/brands/amrx.svg',
    },
    amruserWidgets: [
      {
        key: 'history',
        title: { en: 'Transaction history', ar: 'سجل المعاملات' },
        image: '/brands/amrx.svg',
        path: '/transaction-history',
      },
      {
        key: 'exchange',
        title: { en: 'Exchange points', ar: 'تحويل النقاط' },
        image: '/brands/amrx.svg',
        path: '/exchange-points',
      },
      {
        key: 'stores',
        title: { en: 'Find a store', ar: 'اعثر على فرع' },
        image: '/brands/amrx.svg',
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
      ar: 'اسحب لاختيار عدد النقاط التي تريد نقلها',
    },
  };
}
