'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { apiKey } from '@/lib/api/use-api';
import type { CallData } from '@/lib/contract/calls';
import type { Country, Locale } from '@/lib/i18n/locale';
import { citiesOf, filterStores, orderStores } from '@/lib/stores/store-list';
import { StoreCard } from './store-card';
import { usePosition } from './use-position';
import type { MapProblem } from './store-map';
import { useStoreMap } from './use-store-map';
import { RetryAlert } from '@/components/ui/retry-alert';
import { primaryDisabledClass } from '@/components/ui/field';

const CITY_KEYS = {
  dubai: 'dubai',
  'abu-dhabi': 'abuDhabi',
  sharjah: 'sharjah',
  riyadh: 'riyadh',
  jeddah: 'jeddah',
} as const;

type Props = {
  country: Country;
  brands: { code: string; name: string }[];
  /** The map's style (lib/config/env.ts mapEnv); without one there is no map to switch to. */
  mapStyleUrl?: string;
};

type View = 'list' | 'map';

const field = 'mt-1 w-full rounded-xl border border-line bg-white px-3 py-2';

/**
 * docs/product.md §2 /locate-brands: the country's stores from brand-stores, filtered by brand and
 * city (kept in the query string so a link can preselect a brand), nearest first once the member
 * shares their position; as a list, or on a map when the operator set one. The map's code is
 * fetched only when the member opens it; offline or without its style, the list stays.
 */
export function StoreFinder({ country, brands, mapStyleUrl }: Props) {
  const t = useTranslations('Stores');
  const locale = useLocale() as Locale;
  const search = useSearchParams();
  const [brand, setBrand] = useState(() => search.get('brand') ?? '');
  const [city, setCity] = useState(() => search.get('city') ?? '');
  const [view, setView] = useState<View>(() =>
    mapStyleUrl && search.get('view') === 'map' ? 'map' : 'list',
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const chosenCard = useRef<HTMLDivElement>(null);
  const { StoreMap, problem, setProblem, retry } = useStoreMap(view === 'map');
  // The service answers in the member's language (store names, addresses), so the language is
  // part of the cache key: after switching, the stores are read again in the new one.
  const query = useQuery<CallData<'brand-stores'>, ApiError>({
    queryKey: [...apiKey('brand-stores', { country }), locale],
    queryFn: async ({ signal }) => (await callApi('brand-stores', { country }, { signal })).data,
  });
  const { status, position, locate } = usePosition();
  const ids = useId();
  const brandNames = useMemo(() => new Map(brands.map((b) => [b.code, b.name])), [brands]);
  // Only brands that have stores here are worth choosing (AMRX, the programme itself, has none).
  const withStores = new Set(query.data?.stores.map((s) => s.brand));
  const brandOptions = query.data
    ? brands.filter((b) => withStores.has(b.code as never) || b.code === brand)
    : brands;

  const choose = (name: 'brand' | 'city' | 'view', value: string) => {
    if (name === 'view') {
      setView(value === 'map' ? 'map' : 'list');
      retry(); // opened again, the map tries again
    } else (name === 'brand' ? setBrand : setCity)(value);
    const params = new URLSearchParams(window.location.search);
    if (value) params.set(name, value);
    else params.delete(name);
    const qs = params.toString();
    window.history.replaceState(null, '', qs ? `?${qs}` : window.location.pathname);
  };

  const shown = query.data
    ? orderStores(filterStores(query.data.stores, { brand, city }), position)
    : [];
  const selected = shown.find((s) => s.id === selectedId) ?? null;
  const onMap = view === 'map' && problem !== 'offline' && problem !== 'failed';
  const listed = view === 'list' || problem !== null;
  // A tapped marker's store shows under the map: brought into view on a phone's short screen.
  useEffect(() => {
    if (selectedId !== null) chosenCard.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  return (
    <div className="mt-6">
      <form
        role="search"
        aria-label={t('filters')}
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
      >
        <div>
          <label htmlFor={`${ids}-brand`} className="text-sm font-medium">
            {t('brand')}
          </label>
          <select
            id={`${ids}-brand`}
            value={brand}
            onChange={(e) => choose('brand', e.target.value)}
            className={field}
          >
            <option value="">{t('allBrands')}</option>
            {brandOptions.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-city`} className="text-sm font-medium">
            {t('city')}
          </label>
          <select
            id={`${ids}-city`}
            value={city}
            onChange={(e) => choose('city', e.target.value)}
            className={field}
          >
            <option value="">{t('allCities')}</option>
            {citiesOf(query.data?.stores ?? []).map((c) => (
              <option key={c} value={c}>
                {t(`cities.${CITY_KEYS[c]}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={locate}
          disabled={status === 'locating'}
          // An action, not a toggle: asking again re-reads the position. The status line below says
          // when the list is sorted by distance; the colour only echoes it.
          className={`rounded-full border border-line px-4 py-2 font-semibold ${primaryDisabledClass} ${status === 'located' ? 'bg-primary-ink text-white' : ''}`}
        >
          {t('useLocation')}
        </button>
      </form>
      {mapStyleUrl ? (
        <div
          role="group"
          aria-label={t('showAs')}
          className="mt-4 inline-flex rounded-full border border-line p-1"
        >
          {(['list', 'map'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => choose('view', option === 'map' ? 'map' : '')}
              className="rounded-full px-5 py-1.5 text-sm font-semibold aria-pressed:bg-primary-ink aria-pressed:text-white"
            >
              {t(option)}
            </button>
          ))}
        </div>
      ) : null}
      <p role="status" className="mt-3 text-sm text-muted">
        {status === 'locating' ? t('locating') : null}
        {status === 'located' ? t('sortedByDistance') : null}
        {status === 'denied' ? t('locationDenied') : null}
        {status === 'unavailable' ? t('locationUnavailable') : null}
      </p>
      <div className="mt-3">
        {query.isPending ? (
          // docs/product.md §9: three skeleton cards while loading.
          <div role="status" className="grid gap-4 sm:grid-cols-2">
            <span className="sr-only">{t('loading')}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-40 animate-pulse rounded-3xl bg-surface" />
            ))}
          </div>
        ) : query.isError ? (
          <RetryAlert message={t('loadError')} onRetry={() => query.refetch()} />
        ) : (
          <>
            <p aria-live="polite" className="text-sm font-medium">
              {t('count', { count: shown.length })}
            </p>
            {onMap && mapStyleUrl ? (
              <div className="mt-3 grid gap-3">
                {StoreMap ? (
                  <StoreMap
                    styleUrl={mapStyleUrl}
                    locale={locale}
                    stores={shown}
                    position={position}
                    selectedId={selected?.id ?? null}
                    onSelect={setSelectedId}
                    onProblem={setProblem}
                  />
                ) : (
                  <div
                    role="status"
                    className="h-[60vh] min-h-72 animate-pulse rounded-3xl bg-surface"
                  >
                    <span className="sr-only">{t('mapLoading')}</span>
                  </div>
                )}
                <div ref={chosenCard}>
                  {selected ? (
                    <StoreCard
                      as="section"
                      store={selected}
                      brandName={brandNames.get(selected.brand) ?? selected.brand}
                      locale={locale}
                    />
                  ) : null}
                </div>
              </div>
            ) : null}
            {view === 'map' && problem ? (
              <p role="alert" className="mt-3 rounded-2xl bg-surface p-4 text-sm">
                {t(PROBLEM_KEYS[problem])}
              </p>
            ) : null}
            {!listed ? null : shown.length ? (
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {shown.map((store) => (
                  <StoreCard
                    key={store.id}
                    store={store}
                    brandName={brandNames.get(store.brand) ?? store.brand}
                    locale={locale}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-3 rounded-2xl bg-surface p-4 text-sm">{t('empty')}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

const PROBLEM_KEYS = {
  offline: 'mapOffline',
  failed: 'mapFailed',
  tiles: 'mapTiles',
} as const satisfies Record<MapProblem, string>;
