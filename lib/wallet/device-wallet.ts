import type { Reward } from '@/lib/contract/loyalty';
import type { MemberCard } from '@/lib/contract/member-card';
import {
  memberKey,
  replaceVouchers,
  storageKey,
  type KeyValueStore,
  type StoredVoucher,
} from '@/lib/rewards/offline-vouchers';
import { WALLET_PREFIX } from './wallet-keys';

// The wallet kept on this device for the till (docs/product.md §4 Offline wallet): the member card
// of this device's session and the member's live activated vouchers, in localStorage under
// `amrx.wallet.*`, one entry per member. Written on each online page (at most once a minute,
// components/wallet/wallet-sync.tsx), read offline from any page, and removed at sign-in,
// sign-out and when the session is found ended (lib/pwa/forget-member-on-device.ts).

type Member = { cCode: string; phnNo: string };

export const cardKey = (member: Member) => `${WALLET_PREFIX}card.${memberKey(member)}`;

export type BrandNames = Record<string, { en: string; ar: string }>;

const isCard = (v: unknown): v is MemberCard => {
  const c = v as Record<string, unknown> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.memberNumber === 'string' &&
    typeof c.cardId === 'number' &&
    typeof c.secret === 'string' &&
    typeof c.validUntil === 'string'
  );
};

/** The member card saved on this device while it is valid, and the brands' names. */
export function readCard(
  store: KeyValueStore,
  key: string,
  now: number,
): { card: MemberCard | null; brandNames: BrandNames } {
  try {
    const saved = JSON.parse(store.getItem(key) ?? '{}') as {
      card?: unknown;
      brandNames?: unknown;
    };
    const card =
      isCard(saved.card) && new Date(saved.card.validUntil).getTime() > now ? saved.card : null;
    const brandNames =
      typeof saved.brandNames === 'object' && saved.brandNames !== null
        ? (saved.brandNames as BrandNames)
        : {};
    return { card, brandNames };
  } catch {
    return { card: null, brandNames: {} };
  }
}

/** Saves what the service answered for this device's wallet. */
export function saveWallet(
  store: KeyValueStore,
  member: Member,
  wallet: { card: MemberCard; vouchers: Reward[]; brandNames: BrandNames },
  now: number,
) {
  try {
    store.setItem(
      cardKey(member),
      JSON.stringify({ card: wallet.card, brandNames: wallet.brandNames }),
    );
  } catch {
    // A full or disabled storage loses only the offline copy.
  }
  const vouchers: StoredVoucher[] = wallet.vouchers.flatMap((v) =>
    v.couponCode && v.expiresAt
      ? [
          {
            brand: v.brand,
            id: v.id,
            code: v.couponCode,
            expiresAt: v.expiresAt,
            titleEn: v.titleEn,
            titleAr: v.titleAr,
          },
        ]
      : [],
  );
  replaceVouchers(store, storageKey(member), vouchers, now);
}
