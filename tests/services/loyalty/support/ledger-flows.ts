import { BRAND_CODES, type BrandCode } from '@/lib/contract/common';
import { HEADER } from '@/lib/contract/headers';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import type { ServiceSettings } from '@/services/loyalty/settings';
import type { Harness } from './harness';
import { call } from './harness';
import type { SignedIn } from './flows';

// Helpers for the ledger tests: every brand has a partner key, members earn through the
// partner API and join brands through register-member, as in production.

export const partnerKey = (brand: BrandCode) =>
  `test-partner-key-${brand.toLowerCase()}-0123456789`;

export const LEDGER_SETTINGS: Partial<ServiceSettings> = {
  partnerKeys: Object.fromEntries(BRAND_CODES.map((b) => [b, partnerKey(b)])),
};

let seq = 0;
export const key = (prefix = 'k') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;

export function partner(h: Harness, brand: BrandCode, name: string, body: unknown) {
  return call<Record<string, number | string>>(h.url, name, body, {
    headers: { [HEADER.brand]: brand, [HEADER.partnerKey]: partnerKey(brand), channel: 'partner' },
  });
}

/** Records an order at a brand (amount in fils: 100 = one point). */
export function order(
  h: Harness,
  s: Pick<SignedIn, 'cCode' | 'phnNo'>,
  brand: BrandCode,
  amountMinor: number,
  opts: { orderId?: string; status?: 'active' | 'completed' | 'cancelled' } = {},
) {
  return partner(h, brand, 'partner-order', {
    cCode: s.cCode,
    phnNo: s.phnNo,
    orderId: opts.orderId ?? key(`ord-${brand}`),
    amountMinor,
    status: opts.status ?? 'completed',
  });
}

export async function join(h: Harness, s: SignedIn, brands: BrandCode[]) {
  const res = await call(
    h.url,
    'register-member',
    {
      cCode: s.cCode,
      phnNo: s.phnNo,
      firstName: 'Test',
      lastName: '',
      brands: brands.map((brand) => ({ brand, extUserId: `${brand}-${s.memberId.slice(0, 8)}` })),
      deviceId: s.deviceId,
      idempotencyKey: key('join'),
    },
    { token: s.accessToken },
  );
  if (res.status !== 200) throw new Error(`register-member ${res.status} ${res.body.message}`);
  return res;
}

export async function balances(h: Harness, s: SignedIn) {
  const res = await call<{
    total: number;
    brands: Record<
      string,
      {
        pointBalance: number;
        pendingPoints: number;
        totalDailyEarnPoint: number;
        isLoyaltyMember: boolean;
        nextExpiry: { points: number; date: string } | null;
      }
    >;
  }>(h.url, 'loyalty-brands', { cCode: s.cCode, phnNo: s.phnNo }, { token: s.accessToken });
  if (res.status !== 200) throw new Error(`loyalty-brands ${res.status}`);
  return res.body.data;
}

export function transfer(
  h: Harness,
  s: SignedIn,
  sourceBrand: BrandCode,
  targetBrand: BrandCode,
  points: unknown,
  idempotencyKey = key('tr'),
) {
  return call<{
    transferId: string;
    send: number;
    receive: number;
    rate: { numerator: number; denominator: number };
  }>(
    h.url,
    'transfer-points',
    { sourceBrand, targetBrand, points, idempotencyKey },
    { token: s.accessToken },
  );
}

/** A brand's name in each language, as a refusal's values carry it. */
export function brandNames(code: BrandCode) {
  const seed = BRAND_SEEDS.find((b) => b.code === code)!;
  return { en: seed.nameEn, ar: seed.nameAr };
}

/** The till scans a member card code at KFC for a completed order (docs/product.md §4). */
export const scanAtTill = (h: Harness, memberCard: string, amountMinor: number) =>
  partner(h, 'KFC', 'partner-order', {
    memberCard,
    orderId: key('till'),
    amountMinor,
    status: 'completed',
  });

/**
 * Signs out the member's wallet pass of this kind where they would, under Active sessions
 * (sso-info's list, then remove-session): the pass must be listed there to be removed.
 */
export async function removePassSession(
  h: Harness,
  s: SignedIn,
  browser: 'googleWallet' | 'appleWallet',
) {
  const listed = await call<{ ssoInfo: { logins: { sessionId: string; device: unknown }[] } }>(
    h.url,
    'sso-info',
    {},
    { token: s.accessToken },
  );
  const pass = listed.body.data.ssoInfo.logins.find(
    (l) => (l.device as { browser?: string } | null)?.browser === browser,
  );
  if (!pass) throw new Error(`No ${browser} session listed`);
  const removed = await call(
    h.url,
    'remove-session',
    { sessionId: pass.sessionId },
    { token: s.accessToken },
  );
  if (removed.status !== 200) throw new Error(`remove-session ${removed.status}`);
}
