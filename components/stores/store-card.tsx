import { useTranslations } from 'next-intl';
import { formatDistance, mapsLink, telLink, type StoreWithDistance } from '@/lib/stores/store-list';
import type { Locale } from '@/lib/i18n/locale';

const SERVICE_KEYS = {
  'dine-in': 'dineIn',
  takeaway: 'takeaway',
  delivery: 'delivery',
  'drive-thru': 'driveThru',
} as const;

/** One store: address, opening hours, phone (tel: link), services, and directions in a maps app. */
export function StoreCard({
  store,
  brandName,
  locale,
}: {
  store: StoreWithDistance;
  brandName: string;
  locale: Locale;
}) {
  const t = useTranslations('Stores');
  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{store.name}</h2>
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
          href={mapsLink(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-primary-ink px-4 py-2 text-sm font-semibold text-white"
        >
          {t('directions', { name: store.name })}
        </a>
      </div>
    </li>
  );
}
