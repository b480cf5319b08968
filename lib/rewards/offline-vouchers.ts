import type { Locale } from '@/lib/i18n/locale';
import { WALLET_PREFIX } from '@/lib/wallet/wallet-keys';

// Beyond the product rules: an activated voucher's code and countdown stay readable offline, so a
// member at the counter without signal can still show it. Kept per member in localStorage.

const FIELDS = ['brand', 'id', 'code', 'expiresAt', 'titleEn', 'titleAr'] as const;
export type StoredVoucher = Record<(typeof FIELDS)[number], string>;

// Storage is outside the app's control (another tab, an older version, a curious member), so every
// entry is checked. A plain check rather than a schema keeps the schema library out of the
// rewards page's JavaScript (the JavaScript budget, docs/quality.md §3).
const isStoredVoucher = (value: unknown): value is StoredVoucher =>
  typeof value === 'object' &&
  value !== null &&
  FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The phone's digits: one key per member, so a shared device never shows one member's codes to another. */
export const memberKey = (member: { cCode: string; phnNo: string }) =>
  `${member.cCode.replace(/\D/g, '')}-${member.phnNo.replace(/\D/g, '')}`;

export const storageKey = (member: { cCode: string; phnNo: string }) =>
  `${WALLET_PREFIX}vouchers.${memberKey(member)}`;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The member's stored vouchers that have not expired yet, soonest expiry first. */
export function readStoredVouchers(
  store: KeyValueStore,
  key: string,
  now: number,
): StoredVoucher[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw) || !raw.every(isStoredVoucher)) return [];
  return raw
    .filter((v) => new Date(v.expiresAt).getTime() > now)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

function write(store: KeyValueStore, key: string, vouchers: StoredVoucher[]) {
  try {
    if (vouchers.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(vouchers));
  } catch {
    // A full or disabled storage only loses the offline copy, never the voucher itself.
  }
}

/**
 * Saves (or refreshes) an activated voucher; expired entries are dropped on the way. A voucher as
 * a page first painted it has that page's title only (lib/rewards/in-language.ts): a title it lacks
 * is kept from the copy already saved.
 */
export function storeVoucher(
  store: KeyValueStore,
  key: string,
  voucher: StoredVoucher,
  now: number,
) {
  const held = readStoredVouchers(store, key, now);
  const previous = held.find((v) => v.id === voucher.id);
  const others = held.filter((v) => v !== previous);
  const copy = {
    ...voucher,
    titleEn: voucher.titleEn || (previous?.titleEn ?? ''),
    titleAr: voucher.titleAr || (previous?.titleAr ?? ''),
  };
  write(store, key, new Date(voucher.expiresAt).getTime() > now ? [...others, copy] : others);
}

/**
 * The server's list of the member's live activated vouchers (every brand, every device) replaces
 * the saved one: a voucher redeemed or activated elsewhere is in step on the next online page.
 */
export function replaceVouchers(
  store: KeyValueStore,
  key: string,
  vouchers: StoredVoucher[],
  now: number,
) {
  write(
    store,
    key,
    vouchers.filter((v) => new Date(v.expiresAt).getTime() > now),
  );
}

/** A saved voucher's title in `locale`, or in the other language when it was saved without it. */
export const storedTitle = (voucher: StoredVoucher, locale: Locale) =>
  locale === 'ar' ? voucher.titleAr || voucher.titleEn : voucher.titleEn || voucher.titleAr;

/** Forgets a voucher once it is redeemed or expired. */
export function forgetVoucher(store: KeyValueStore, key: string, id: string, now: number) {
  write(
    store,
    key,
    readStoredVouchers(store, key, now).filter((v) => v.id !== id),
  );
}
