import type { BrandCode } from '@/lib/contract/common';

// Store locations in the five launch cities, with coordinates of real neighbourhoods and malls.
interface Area {
  city: 'dubai' | 'abu-dhabi' | 'sharjah' | 'riyadh' | 'jeddah';
  en: string;
  ar: string;
  lat: number;
  lng: number;
}

const CITY = {
  dubai: { en: 'Dubai', ar: 'دبي', country: 'UAE', phone: '+971 4 ' },
  'abu-dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي', country: 'UAE', phone: '+971 2 ' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة', country: 'UAE', phone: '+971 6 ' },
  riyadh: { en: 'Riyadh', ar: 'الرياض', country: 'KSA', phone: '+966 11 ' },
  jeddah: { en: 'Jeddah', ar: 'جدة', country: 'KSA', phone: '+966 12 ' },
} as const;

const AREAS: Area[] = [
  { city: 'dubai', en: 'The Dubai Mall', ar: 'دبي مول', lat: 25.1972, lng: 55.2796 },
  { city: 'dubai', en: 'Mall of the Emirates', ar: 'مول الإمارات', lat: 25.1181, lng: 55.2006 },
  { city: 'dubai', en: 'Deira City Centre', ar: 'سيتي سنتر ديرة', lat: 25.2522, lng: 55.3326 },
  { city: 'dubai', en: 'JBR The Walk', ar: 'ذا ووك جي بي آر', lat: 25.078, lng: 55.134 },
  { city: 'dubai', en: 'Dubai Marina Mall', ar: 'دبي مارينا مول', lat: 25.0763, lng: 55.1404 },
  { city: 'dubai', en: 'Al Barsha', ar: 'البرشاء', lat: 25.1107, lng: 55.1956 },
  { city: 'dubai', en: 'Business Bay', ar: 'الخليج التجاري', lat: 25.186, lng: 55.265 },
  { city: 'dubai', en: 'Mirdif City Centre', ar: 'سيتي سنتر مردف', lat: 25.2163, lng: 55.4079 },
  {
    city: 'dubai',
    en: 'Dubai Silicon Oasis',
    ar: 'واحة دبي للسيليكون',
    lat: 25.1177,
    lng: 55.3862,
  },
  { city: 'dubai', en: 'Al Qusais', ar: 'القصيص', lat: 25.2715, lng: 55.379 },
  { city: 'abu-dhabi', en: 'Yas Mall', ar: 'ياس مول', lat: 24.4886, lng: 54.6085 },
  { city: 'abu-dhabi', en: 'Marina Mall', ar: 'مارينا مول', lat: 24.4757, lng: 54.3211 },
  { city: 'abu-dhabi', en: 'Al Wahda Mall', ar: 'الوحدة مول', lat: 24.4706, lng: 54.3725 },
  { city: 'abu-dhabi', en: 'Khalifa City', ar: 'مدينة خليفة', lat: 24.419, lng: 54.578 },
  { city: 'abu-dhabi', en: 'Mushrif Mall', ar: 'مشرف مول', lat: 24.434, lng: 54.411 },
  { city: 'abu-dhabi', en: 'Al Reem Island', ar: 'جزيرة الريم', lat: 24.4967, lng: 54.4053 },
  { city: 'abu-dhabi', en: 'Corniche Road', ar: 'شارع الكورنيش', lat: 24.4764, lng: 54.334 },
  { city: 'sharjah', en: 'Sahara Centre', ar: 'صحارى سنتر', lat: 25.2975, lng: 55.3733 },
  {
    city: 'sharjah',
    en: 'City Centre Sharjah',
    ar: 'سيتي سنتر الشارقة',
    lat: 25.3255,
    lng: 55.3935,
  },
  {
    city: 'sharjah',
    en: 'Al Majaz Waterfront',
    ar: 'واجهة المجاز المائية',
    lat: 25.326,
    lng: 55.386,
  },
  { city: 'sharjah', en: 'University City', ar: 'المدينة الجامعية', lat: 25.287, lng: 55.478 },
  { city: 'sharjah', en: 'Mega Mall', ar: 'ميجا مول', lat: 25.3418, lng: 55.413 },
  { city: 'riyadh', en: 'Riyadh Park', ar: 'الرياض بارك', lat: 24.7559, lng: 46.629 },
  { city: 'riyadh', en: 'Kingdom Centre', ar: 'مركز المملكة', lat: 24.7113, lng: 46.6744 },
  { city: 'riyadh', en: 'Al Nakheel Mall', ar: 'النخيل مول', lat: 24.77, lng: 46.708 },
  { city: 'riyadh', en: 'Granada Mall', ar: 'غرناطة مول', lat: 24.7825, lng: 46.727 },
  { city: 'riyadh', en: 'Olaya Street', ar: 'شارع العليا', lat: 24.695, lng: 46.685 },
  { city: 'riyadh', en: 'Al Malqa', ar: 'الملقا', lat: 24.812, lng: 46.611 },
  { city: 'riyadh', en: 'Panorama Mall', ar: 'بانوراما مول', lat: 24.692, lng: 46.669 },
  { city: 'riyadh', en: 'King Abdullah Road', ar: 'طريق الملك عبدالله', lat: 24.731, lng: 46.724 },
  { city: 'jeddah', en: 'Red Sea Mall', ar: 'رد سي مول', lat: 21.6275, lng: 39.111 },
  { city: 'jeddah', en: 'Mall of Arabia', ar: 'مول العرب', lat: 21.633, lng: 39.156 },
  { city: 'jeddah', en: 'Tahlia Street', ar: 'شارع التحلية', lat: 21.549, lng: 39.162 },
  { city: 'jeddah', en: 'Jeddah Corniche', ar: 'كورنيش جدة', lat: 21.588, lng: 39.115 },
  { city: 'jeddah', en: 'Al Andalus Mall', ar: 'الأندلس مول', lat: 21.521, lng: 39.191 },
  { city: 'jeddah', en: 'Obhur', ar: 'أبحر', lat: 21.734, lng: 39.095 },
];

const STORE_BRANDS: {
  code: BrandCode;
  en: string;
  ar: string;
  services: string[];
  hoursEn: string;
  hoursAr: string;
}[] = [
  {
    code: 'KFC',
    en: 'KFC',
    ar: 'كنتاكي',
    services: ['dine-in', 'takeaway', 'delivery', 'drive-thru'],
    hoursEn: 'Daily 10:00 – 02:00',
    hoursAr: 'يوميًا 10:00 – 02:00',
  },
  {
    code: 'PHD',
    en: 'Pizza Hut',
    ar: 'بيتزا هت',
    services: ['takeaway', 'delivery'],
    hoursEn: 'Daily 11:00 – 01:00',
    hoursAr: 'يوميًا 11:00 – 01:00',
  },
  {
    code: 'HRD',
    en: "Hardee's",
    ar: 'هارديز',
    services: ['dine-in', 'takeaway', 'delivery'],
    hoursEn: 'Daily 07:00 – 01:00',
    hoursAr: 'يوميًا 07:00 – 01:00',
  },
  {
    code: 'TGIF',
    en: 'TGI Fridays',
    ar: 'تي جي آي فرايديز',
    services: ['dine-in', 'takeaway'],
    hoursEn: 'Daily 12:00 – 00:00',
    hoursAr: 'يوميًا 12:00 – 00:00',
  },
  {
    code: 'Peet',
    en: "Peet's Coffee",
    ar: 'قهوة بيتس',
    services: ['dine-in', 'takeaway'],
    hoursEn: 'Daily 07:00 – 23:00',
    hoursAr: 'يوميًا 07:00 – 23:00',
  },
];

/** Two or three brands per area, with small offsets so stores in one mall do not overlap on a map. */
export function storeRows() {
  return AREAS.flatMap((area, i) =>
    STORE_BRANDS.filter((_, b) => (i + b) % 2 === 0).map((brand, j) => {
      const city = CITY[area.city];
      return {
        brandCode: brand.code,
        nameEn: `${brand.en} ${area.en}`,
        nameAr: `${brand.ar} ${area.ar}`,
        addressEn: `${area.en}, ${city.en}`,
        addressAr: `${area.ar}، ${city.ar}`,
        city: area.city,
        country: city.country,
        lat: Math.round((area.lat + j * 0.0007) * 1e6) / 1e6,
        lng: Math.round((area.lng + j * 0.0009) * 1e6) / 1e6,
        phone: `${city.phone}${String(2000000 + i * 37 + j * 11).slice(0, 3)} ${String(1000 + i * 53 + j * 7).slice(-4)}`,
        openingHoursEn: brand.hoursEn,
        openingHoursAr: brand.hoursAr,
        services: brand.services,
      };
    }),
  );
}
