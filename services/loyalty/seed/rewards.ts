import type { BrandCode } from '@/lib/contract/common';

// The rewards catalogue (SPEC §3 Reward / voucher): real product text in English and Arabic.
// Images are the project's own drawings under public/rewards/.

export interface RewardSeed {
  id: string;
  brand: BrandCode;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  termsEn: string;
  termsAr: string;
  image: string;
  offerType: 'loyalty' | 'non-loyalty';
  channel: 'online' | 'in-store';
  pointsCost: number;
  duration: number;
  durationUnit: 'hours' | 'days';
  joiningBonusPts: number;
}

const TERMS_EN =
  'One use per voucher. Show the code at the counter or enter it at checkout before paying. Cannot be combined with other offers or exchanged for cash.';
const TERMS_AR =
  'استخدام واحد لكل قسيمة. اعرض الرمز عند الكاشير أو أدخله عند الدفع قبل إتمام الطلب. لا يمكن دمجها مع عروض أخرى أو استبدالها نقدًا.';

const r = (x: Omit<RewardSeed, 'termsEn' | 'termsAr'> & Partial<RewardSeed>): RewardSeed => ({
  termsEn: TERMS_EN,
  termsAr: TERMS_AR,
  ...x,
});

export const REWARD_SEEDS: RewardSeed[] = [
  r({
    id: 'kfc-zinger-meal',
    brand: 'KFC',
    titleEn: 'Free Zinger meal',
    titleAr: 'وجبة زنجر مجانية',
    descriptionEn: 'A Zinger burger with regular fries and a soft drink, on us.',
    descriptionAr: 'برغر زنجر مع بطاطس عادية ومشروب غازي، على حسابنا.',
    image: '/rewards/chicken-bucket.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 150,
    duration: 7,
    durationUnit: 'days',
    joiningBonusPts: 50,
  }),
  r({
    id: 'kfc-bucket-online',
    brand: 'KFC',
    titleEn: '8-piece bucket at half price',
    titleAr: 'باكيت 8 قطع بنصف السعر',
    descriptionEn: 'Half price on an 8-piece bucket when you order in the KFC app.',
    descriptionAr: 'نصف السعر على باكيت 8 قطع عند الطلب من تطبيق كنتاكي.',
    image: '/rewards/chicken-bucket.svg',
    offerType: 'loyalty',
    channel: 'online',
    pointsCost: 200,
    duration: 48,
    durationUnit: 'hours',
    joiningBonusPts: 50,
  }),
  r({
    id: 'kfc-welcome-fries',
    brand: 'KFC',
    titleEn: 'Welcome fries',
    titleAr: 'بطاطس ترحيبية',
    descriptionEn: 'Join KFC rewards and your next regular fries are free.',
    descriptionAr: 'انضم إلى مكافآت كنتاكي وستكون البطاطس العادية التالية مجانية.',
    image: '/rewards/chicken-bucket.svg',
    offerType: 'non-loyalty',
    channel: 'in-store',
    pointsCost: 20,
    duration: 14,
    durationUnit: 'days',
    joiningBonusPts: 50,
  }),
  r({
    id: 'phd-medium-pan',
    brand: 'PHD',
    titleEn: 'Free medium pan pizza',
    titleAr: 'بيتزا بان وسط مجانية',
    descriptionEn: 'Any medium pan pizza from the classic range, delivered or collected.',
    descriptionAr: 'أي بيتزا بان وسط من التشكيلة الكلاسيكية، توصيل أو استلام.',
    image: '/rewards/pizza-slice.svg',
    offerType: 'loyalty',
    channel: 'online',
    pointsCost: 250,
    duration: 7,
    durationUnit: 'days',
    joiningBonusPts: 50,
  }),
  r({
    id: 'phd-garlic-bread',
    brand: 'PHD',
    titleEn: 'Cheesy garlic bread',
    titleAr: 'خبز بالثوم والجبن',
    descriptionEn: 'A side of cheesy garlic bread with your next order.',
    descriptionAr: 'طبق جانبي من خبز الثوم بالجبن مع طلبك التالي.',
    image: '/rewards/pizza-slice.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 80,
    duration: 24,
    durationUnit: 'hours',
    joiningBonusPts: 50,
  }),
  r({
    id: 'hrd-breakfast',
    brand: 'HRD',
    titleEn: 'Breakfast biscuit meal',
    titleAr: 'وجبة فطور بسكويت',
    descriptionEn: 'A made-from-scratch biscuit sandwich with hash rounds and coffee.',
    descriptionAr: 'ساندويتش بسكويت طازج مع أقراص البطاطس وقهوة.',
    image: '/rewards/burger.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 150,
    duration: 5,
    durationUnit: 'days',
    joiningBonusPts: 40,
  }),
  r({
    id: 'hrd-upsize',
    brand: 'HRD',
    titleEn: 'Free meal upsize',
    titleAr: 'ترقية مجانية للوجبة',
    descriptionEn: 'Upsize any combo to large at no extra cost.',
    descriptionAr: 'كبّر أي وجبة كومبو إلى الحجم الكبير دون تكلفة إضافية.',
    image: '/rewards/burger.svg',
    offerType: 'non-loyalty',
    channel: 'online',
    pointsCost: 40,
    duration: 3,
    durationUnit: 'days',
    joiningBonusPts: 40,
  }),
  r({
    id: 'tgif-starter',
    brand: 'TGIF',
    titleEn: 'A starter to share',
    titleAr: 'مقبلات للمشاركة',
    descriptionEn: 'Loaded potato skins or mozzarella sticks for the table.',
    descriptionAr: 'قشور بطاطس محشوة أو أصابع موزاريلا للطاولة.',
    image: '/rewards/dinner-plate.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 200,
    duration: 14,
    durationUnit: 'days',
    joiningBonusPts: 100,
  }),
  r({
    id: 'tgif-birthday-dessert',
    brand: 'TGIF',
    titleEn: 'Birthday dessert on us',
    titleAr: 'حلوى عيد الميلاد علينا',
    descriptionEn: 'Celebrate with a brownie obsession sundae, candle included.',
    descriptionAr: 'احتفل مع آيس كريم البراوني، والشمعة علينا.',
    image: '/rewards/dinner-plate.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 120,
    duration: 30,
    durationUnit: 'days',
    joiningBonusPts: 100,
  }),
  r({
    id: 'peet-any-drink',
    brand: 'Peet',
    titleEn: 'Any handcrafted drink',
    titleAr: 'أي مشروب محضّر يدويًا',
    descriptionEn: 'Your choice of any handcrafted drink, any size.',
    descriptionAr: 'اختر أي مشروب محضّر يدويًا وبأي حجم.',
    image: '/rewards/coffee-cup.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 90,
    duration: 7,
    durationUnit: 'days',
    joiningBonusPts: 30,
  }),
  r({
    id: 'peet-pastry',
    brand: 'Peet',
    titleEn: 'A pastry with your coffee',
    titleAr: 'معجنات مع قهوتك',
    descriptionEn: 'A croissant or muffin with any coffee ordered online.',
    descriptionAr: 'كرواسون أو مافن مع أي قهوة تطلبها عبر الإنترنت.',
    image: '/rewards/coffee-cup.svg',
    offerType: 'non-loyalty',
    channel: 'online',
    pointsCost: 60,
    duration: 48,
    durationUnit: 'hours',
    joiningBonusPts: 30,
  }),
  r({
    id: 'amrx-dining-voucher',
    brand: 'AMRX',
    titleEn: 'AED 25 dining voucher',
    titleAr: 'قسيمة طعام بقيمة 25 درهمًا',
    descriptionEn: 'Spend it at any partner restaurant in the programme.',
    descriptionAr: 'استخدمها في أي مطعم شريك في البرنامج.',
    image: '/rewards/gift-box.svg',
    offerType: 'loyalty',
    channel: 'in-store',
    pointsCost: 250,
    duration: 30,
    durationUnit: 'days',
    joiningBonusPts: 100,
  }),
  r({
    id: 'amrx-delivery',
    brand: 'AMRX',
    titleEn: 'Free delivery on your next order',
    titleAr: 'توصيل مجاني لطلبك التالي',
    descriptionEn: 'No delivery fee on one online order at any partner brand.',
    descriptionAr: 'بدون رسوم توصيل لطلب واحد عبر الإنترنت لدى أي علامة شريكة.',
    image: '/rewards/gift-box.svg',
    offerType: 'loyalty',
    channel: 'online',
    pointsCost: 100,
    duration: 7,
    durationUnit: 'days',
    joiningBonusPts: 100,
  }),
];
