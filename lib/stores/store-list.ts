import type { z } from 'zod';
import type { StoreSchema } from '@/lib/contract/content';
import { formatDecimal } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';

// Pure store-finder logic for /locate-brands: filter by brand and city, order by distance from the
// member when they share their position, and the links a store card offers.

export type Store = z.infer<typeof StoreSchema>;
export type Position = { lat: number; lng: number };
export type StoreFilter = { brand?: string | null; city?: string | null };

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(from: Position, to: Position): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function filterStores(stores: readonly Store[], { brand, city }: StoreFilter): Store[] {
  return stores.filter((s) => (!brand || s.brand === brand) && (!city || s.city === city));
}

export type StoreWithDistance = Store & { distanceKm: number | null };

/**
 * With a position, nearest first (ties by id, so the order is stable); without one, the order the
 * service gave. Distances are computed here so a changed position needs no new call.
 */
export function orderStores(
  stores: readonly Store[],
  position: Position | null,
): StoreWithDistance[] {
  if (!position) return stores.map((s) => ({ ...s, distanceKm: null }));
  return stores
    .map((s) => ({ ...s, distanceKm: haversineKm(position, s) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}

/** The cities that have at least one store, in first-seen order. */
export function citiesOf(stores: readonly Store[]): Store['city'][] {
  return [...new Set(stores.map((s) => s.city))];
}

/** A tel: link: digits and one leading +, so spaces and dashes in the display form do not break it. */
export function telLink(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** Where the member's phone is, for the maps apps it has: Apple Maps only on Apple devices. */
export type Platform = 'apple' | 'other';

export const platformOf = (userAgent: string): Platform =>
  /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'apple' : 'other';

export type DirectionLink = { app: 'appleMaps' | 'googleMaps' | 'waze'; href: string };

/**
 * Directions to a store: the platform's own maps app first (Apple Maps on an iPhone, Google Maps
 * elsewhere; on phones the universal link opens the installed app), then Waze, for drivers who
 * navigate with it. Each starts a route from where the member is.
 */
export function directionsLinks(
  store: Pick<Store, 'lat' | 'lng'>,
  platform: Platform,
): [own: DirectionLink, waze: DirectionLink] {
  const at = `${store.lat},${store.lng}`;
  const own: DirectionLink =
    platform === 'apple'
      ? { app: 'appleMaps', href: `https://maps.apple.com/?daddr=${at}` }
      : {
          app: 'googleMaps',
          href: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`,
        };
  return [
    own,
    { app: 'waze', href: `https://waze.com/ul?ll=${encodeURIComponent(at)}&navigate=yes` },
  ];
}

/** Kilometres with one decimal below 10 km and none above, in the member's digits. */
export function formatDistance(km: number, locale: Locale): string {
  return formatDecimal(km, locale, km < 10 ? 1 : 0);
}
