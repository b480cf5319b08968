'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import {
  LngLatBounds,
  Map as MapLibre,
  Marker,
  NavigationControl,
  AttributionControl,
  getVersion,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { formatDecimal } from '@/lib/i18n/format';
import { directionOf, type Locale } from '@/lib/i18n/locale';
import { localizeLabels } from '@/lib/stores/map-style';
import { mapWorkerUrl } from '@/lib/stores/map-worker';
import type { Position, StoreWithDistance } from '@/lib/stores/store-list';

// The store locator's map (docs/product.md §2 /locate-brands), loaded only when the member opens
// it (components/stores/store-finder.tsx): MapLibre draws the operator's style; the stores are
// HTML markers, buttons in the list's order, so a keyboard or a screen reader meets them as the
// list shows them.

setWorkerUrl(mapWorkerUrl(getVersion()));

export type MapProblem = 'offline' | 'failed' | 'tiles';

type Props = {
  styleUrl: string;
  locale: Locale;
  stores: StoreWithDistance[];
  position: Position | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onProblem: (problem: MapProblem) => void;
};

const markerClass =
  'grid size-9 place-items-center rounded-full border-2 border-white bg-primary-ink text-sm font-bold text-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary aria-pressed:size-11 aria-pressed:bg-secondary';

/** Where the map starts before it fits the stores: the programme's two countries. */
const GULF: [[number, number], [number, number]] = [
  [38.5, 20.5],
  [56.5, 27.5],
];

export function StoreMap({
  styleUrl,
  locale,
  stores,
  position,
  selectedId,
  onSelect,
  onProblem,
}: Props) {
  const t = useTranslations('Stores');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const report = useRef(onProblem);
  const choose = useRef(onSelect);
  const selected = useRef(selectedId);
  useEffect(() => {
    report.current = onProblem;
    choose.current = onSelect;
  });

  useEffect(() => {
    const rtl = directionOf(locale) === 'rtl';
    let styled = false;
    let created: MapLibre;
    try {
      created = new MapLibre({
        container: container.current!,
        style: styleUrl,
        bounds: GULF,
        transformStyle: (_, next) => localizeLabels(next, locale),
        attributionControl: false,
        locale: {
          'NavigationControl.ZoomIn': t('zoomIn'),
          'NavigationControl.ZoomOut': t('zoomOut'),
          'AttributionControl.ToggleAttribution': t('mapCredits'),
          // The canvas is MapLibre's own region, which arrows move and + and − zoom.
          'Map.Title': t('mapCanvas'),
        },
      });
    } catch {
      // No WebGL: the browser cannot draw any map.
      report.current('failed');
      return;
    }
    created.addControl(
      new NavigationControl({ showCompass: false }),
      rtl ? 'top-left' : 'top-right',
    );
    created.addControl(
      new AttributionControl({ compact: true }),
      rtl ? 'bottom-left' : 'bottom-right',
    );
    created.on('style.load', () => {
      styled = true;
    });
    // Before the style arrives nothing can be drawn: the list takes over. After, a missing tile
    // leaves a blank patch, and the member is told why the map looks empty there.
    created.on('error', () => report.current(styled ? 'tiles' : 'failed'));
    map.current = created;
    return () => {
      map.current = null;
      created.remove();
    };
    // The map is made once per style and language; the markers follow the stores below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, locale]);

  const storeIds = stores.map((s) => s.id).join(',');
  // The markers' buttons by store id: choosing one only changes which is pressed, so the button
  // the member just used keeps the keyboard's focus.
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    const made = buttons.current;
    const markers = stores.map((store, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = markerClass;
      const number = formatDecimal(index + 1, locale, 0);
      button.textContent = number;
      button.setAttribute('aria-label', t('marker', { number, name: store.name }));
      button.setAttribute('aria-pressed', String(store.id === selected.current));
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        choose.current(store.id);
      });
      made.set(store.id, button);
      return new Marker({ element: button }).setLngLat([store.lng, store.lat]).addTo(shown);
    });
    const you = position ? document.createElement('div') : null;
    if (you && position) {
      you.className = 'size-4 rounded-full border-2 border-white bg-primary shadow-md';
      you.setAttribute('role', 'img');
      you.setAttribute('aria-label', t('youAreHere'));
      markers.push(
        new Marker({ element: you }).setLngLat([position.lng, position.lat]).addTo(shown),
      );
    }
    return () => {
      markers.forEach((marker) => marker.remove());
      made.clear();
    };
    // storeIds stands for the stores' identity and order; a new array of the same stores is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeIds, position, locale, t]);

  useEffect(() => {
    selected.current = selectedId;
    for (const [id, button] of buttons.current) {
      button.setAttribute('aria-pressed', String(id === selectedId));
    }
  }, [selectedId]);

  // The view follows the filters and the member's position, not a tap on a marker.
  useEffect(() => {
    const shown = map.current;
    if (!shown || stores.length === 0) return;
    const bounds = new LngLatBounds();
    for (const store of stores) bounds.extend([store.lng, store.lat]);
    if (position) bounds.extend([position.lng, position.lat]);
    shown.fitBounds(bounds, { padding: 56, maxZoom: 15, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeIds, position]);

  return (
    <div
      ref={container}
      // The markers, the controls and MapLibre's canvas (a region of its own) as one group.
      role="group"
      aria-label={t('mapLabel')}
      className="h-[60vh] min-h-72 w-full overflow-hidden rounded-3xl border border-line bg-surface"
    />
  );
}
