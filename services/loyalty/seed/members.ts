import type { BrandCode, CountryCode } from '@/lib/contract/common';

// Demo members (documented in services/loyalty/README.md). The ledger (part 2) adds their points.
export interface DemoMember {
  cCode: string;
  phnNo: string;
  country: CountryCode;
  name: string;
  email: string;
  brands: BrandCode[];
  marketing: boolean;
  /** Orders at brands; an active one blocks deletion (docs/product.md §4). They earn through the ledger. */
  orders: DemoOrder[];
  /** Days since the member joined; joining bonuses date from then (12-month lots). */
  joinedDaysAgo: number;
  /** Older orders, so some lots expire within 30 days and some already did. */
  ledgerOrders?: DemoOrder[];
}

export interface DemoOrder {
  brand: BrandCode;
  externalId: string;
  status: 'active' | 'completed' | 'cancelled';
  amountMinor: number;
  daysAgo: number;
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    cCode: '+971',
    phnNo: '501234567',
    country: 'UAE',
    name: 'Layla Haddad',
    email: 'layla.haddad@example.com',
    brands: ['AMRX', 'KFC', 'PHD', 'Peet'],
    marketing: true,
    joinedDaysAgo: 380,
    ledgerOrders: [
      {
        brand: 'AMRX',
        externalId: 'AMRX-DXB-000871',
        status: 'completed',
        amountMinor: 25_000,
        daysAgo: 345,
      },
      {
        brand: 'KFC',
        externalId: 'KFC-DXB-098812',
        status: 'completed',
        amountMinor: 10_000,
        daysAgo: 340,
      },
    ],
    orders: [
      {
        brand: 'KFC',
        externalId: 'KFC-DXB-100245',
        status: 'completed',
        amountMinor: 4850,
        daysAgo: 40,
      },
      {
        brand: 'PHD',
        externalId: 'PHD-DXB-220031',
        status: 'completed',
        // Enough for the garlic bread (80) on its own: the points Layla moved from AMRX long ago
        // kept that bonus's expiry and have lapsed.
        amountMinor: 9900,
        daysAgo: 12,
      },
      {
        brand: 'Peet',
        externalId: 'PEET-DXB-003317',
        status: 'completed',
        amountMinor: 2300,
        daysAgo: 3,
      },
    ],
  },
  {
    cCode: '+966',
    phnNo: '551234567',
    country: 'KSA',
    name: 'عمر الحربي',
    email: 'omar.alharbi@example.com',
    brands: ['AMRX', 'HRD', 'TGIF', 'KFC'],
    marketing: false,
    joinedDaysAgo: 300,
    orders: [
      {
        brand: 'HRD',
        externalId: 'HRD-RUH-781102',
        status: 'completed',
        amountMinor: 5600,
        daysAgo: 25,
      },
      {
        brand: 'TGIF',
        externalId: 'TGIF-JED-045590',
        status: 'cancelled',
        amountMinor: 21400,
        daysAgo: 9,
      },
    ],
  },
  {
    cCode: '+971',
    phnNo: '522223344',
    country: 'UAE',
    name: 'Sara Al Mansoori',
    email: 'sara.almansoori@example.com',
    brands: ['AMRX', 'KFC', 'TGIF'],
    marketing: true,
    joinedDaysAgo: 355,
    orders: [
      {
        brand: 'KFC',
        externalId: 'KFC-AUH-300918',
        status: 'completed',
        amountMinor: 3900,
        daysAgo: 60,
      },
      {
        brand: 'TGIF',
        externalId: 'TGIF-AUH-118204',
        status: 'active',
        amountMinor: 16800,
        daysAgo: 0,
      },
    ],
  },
];
