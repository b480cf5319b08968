import type { BrandCode } from '@/lib/contract/common';

// The six brands of docs/product.md §1. Point values (in fils) set the exchange rates between brands:
// a point of A buys value(A)/value(B) points of B, rounded by the ledger in the programme's favour.
export interface BrandSeed {
  code: BrandCode;
  shortname: string;
  sortName: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  color: string;
  pointValueFils: number;
  dailyEarningLimit: number;
  earnPerOrder: number;
  joiningBonusPts: number;
}

export const BRAND_SEEDS: BrandSeed[] = [
  {
    code: 'AMRX',
    shortname: 'amrx',
    sortName: 'AMRX',
    nameEn: 'AMRX Rewards',
    nameAr: 'مكافآت AMRX',
    color: '#E6353A',
    descriptionEn:
      'One programme for all your favourite restaurants. Collect points at every partner brand and move them where you need them.',
    descriptionAr:
      'برنامج واحد لكل مطاعمك المفضلة. اجمع النقاط لدى كل علامة شريكة وحوّلها إلى حيث تحتاجها.',
    pointValueFils: 10,
    dailyEarningLimit: 1000,
    earnPerOrder: 250,
    joiningBonusPts: 100,
  },
  {
    code: 'KFC',
    shortname: 'kfc',
    sortName: 'KFC',
    nameEn: 'KFC',
    nameAr: 'كنتاكي',
    color: '#C8102E',
    descriptionEn:
      'Crispy chicken, buckets to share and meals for every appetite. Earn points on every order in the app or at the counter.',
    descriptionAr:
      'دجاج مقرمش ووجبات عائلية للمشاركة وخيارات لكل شهية. اكسب النقاط مع كل طلب من التطبيق أو من الفرع.',
    pointValueFils: 10,
    dailyEarningLimit: 500,
    earnPerOrder: 100,
    joiningBonusPts: 50,
  },
  {
    code: 'PHD',
    shortname: 'phd',
    sortName: 'Pizza Hut',
    nameEn: 'Pizza Hut',
    nameAr: 'بيتزا هت',
    color: '#D71920',
    descriptionEn:
      'Pan pizzas, sides and desserts delivered hot. Points on every delivery and takeaway order.',
    descriptionAr: 'بيتزا بان ومقبلات وحلويات تصلك ساخنة. نقاط مع كل طلب توصيل أو سفري.',
    pointValueFils: 10,
    dailyEarningLimit: 500,
    earnPerOrder: 100,
    joiningBonusPts: 50,
  },
  {
    code: 'HRD',
    shortname: 'hrd',
    sortName: "Hardee's",
    nameEn: "Hardee's",
    nameAr: 'هارديز',
    color: '#F2A900',
    descriptionEn:
      'Charbroiled burgers and all-day breakfast. Collect points with every burger and redeem them for free meals.',
    descriptionAr:
      'برغر مشوي على اللهب وفطور طوال اليوم. اجمع النقاط مع كل برغر واستبدلها بوجبات مجانية.',
    pointValueFils: 8,
    // A 50-point transfer of the dearest points (TGI Fridays) brings 125 Hardee's points: the
    // cap lets every brand reach this one (ledger/brand-rules.ts checkEveryTransferPossible).
    dailyEarningLimit: 600,
    earnPerOrder: 150,
    joiningBonusPts: 40,
  },
  {
    code: 'TGIF',
    shortname: 'tgif',
    sortName: 'TGI Fridays',
    nameEn: 'TGI Fridays',
    nameAr: 'تي جي آي فرايديز',
    color: '#B5121B',
    descriptionEn:
      'American casual dining for celebrations big and small. Earn points when you dine in and turn them into treats.',
    descriptionAr:
      'مطعم أمريكي للاحتفالات الكبيرة والصغيرة. اكسب النقاط عند تناول الطعام في المطعم وحوّلها إلى مكافآت.',
    pointValueFils: 20,
    dailyEarningLimit: 800,
    earnPerOrder: 200,
    joiningBonusPts: 100,
  },
  {
    code: 'Peet',
    shortname: 'peet',
    sortName: "Peet's Coffee",
    nameEn: "Peet's Coffee",
    nameAr: 'قهوة بيتس',
    color: '#5B3A29',
    descriptionEn:
      'Hand-crafted coffee and fresh bakes. Every cup brings you closer to your next one on us.',
    descriptionAr: 'قهوة محضّرة بعناية ومخبوزات طازجة. كل كوب يقرّبك من كوبك التالي على حسابنا.',
    pointValueFils: 5,
    // 50 TGI Fridays points bring 200 Peet's points: the cap must let that in.
    dailyEarningLimit: 600,
    earnPerOrder: 200,
    joiningBonusPts: 30,
  },
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function exchangeRateRows() {
  return BRAND_SEEDS.flatMap((from) =>
    BRAND_SEEDS.filter((to) => to.code !== from.code).map((to) => {
      const g = gcd(from.pointValueFils, to.pointValueFils);
      return {
        fromBrand: from.code,
        toBrand: to.code,
        numerator: from.pointValueFils / g,
        denominator: to.pointValueFils / g,
      };
    }),
  );
}
