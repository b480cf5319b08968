import { useId } from 'react';
import { useTranslations } from 'next-intl';
import {
  directionsLinks,
  formatDistance,
  telLink,
  type StoreWithDistance,
} from '@/lib/stores/store-list';
import type { Locale } from '@/lib/i18n/locale';
import { usePlatform } from './use-platform';

const SERVICE_KEYS = {
  'dine-in': 'dineIn',
  takeaway: 'takeaway',
  delivery: 'delivery',
  'drive-thru': 'driveThru',
} as const;

/**
 * One store: address, opening hours, phone (tel: link), services, and directions in the phone's
 * maps app or Waze. A list item in the list; on the map, the chosen store's card, a region named
 * by the store (`as="section"`).
 */
export function StoreCard({
  store,
  brandName,
  locale,
  as: Item = 'li',
}: {
  store: StoreWithDistance;
  brandName: string;
  locale: Locale;
  as?: 'li' | 'section';
}) {
  const t = useTranslations('Stores');
  const [own, waze] = directionsLinks(store, usePlatform());
  const heading = useId();
  return (
    <Item
      aria-labelledby={Item === 'section' ? heading : undefined}
      className="flex flex-col gap-2 rounded-3xl border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-base font-semibold">
          {store.name}
        </h2>
        {store.distanceKm !== null ? (
          <span className="text-sm font-medium text-primary-ink">
            {t('distance', { km: formatDistance(store.distanceKm, locale) })}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted">{brandName}</p>
      <address className="text-sm not-italic">{store.address}</address>
      <p className="text-sm">
        <span className="font-medium">{t('hours')}: </span>
        <span dir="auto">{store.openingHours}</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {store.services.map((service) => (
          <li key={service} className="rounded-full bg-surface px-2 py-0.5 text-xs">
            {t(`services.${SERVICE_KEYS[service]}`)}
          </li>
        ))}
      </ul>
      <div className="mt-1 flex flex-wrap gap-2">
        <a
          href={telLink(store.phone)}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
        >
          <span className="sr-only">{t('call', { name: store.name })}: </span>
          <span dir="ltr">{store.phone}</span>
        </a>
        <a
          href={own.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-primary-ink px-4 py-2 text-sm font-semibold text-white"
        >
          {t('directions', { name: store.name })}
        </a>
        <a
          href={waze.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('directionsIn', { name: store.name, app: 'Waze' })}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
        >
          Waze
        </a>
      </div>
    </Item>
  );
}
