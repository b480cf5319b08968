'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useOnline } from '@/lib/pwa/use-online';
import type { MapProblem, StoreMap as StoreMapView } from './store-map';

export type LoadedMap = ComponentType<Parameters<typeof StoreMapView>[0]>;
type MapModule = { StoreMap: LoadedMap };

// The bundler forgets a failed script: asked again, it fetches it again (e2e/store-map.spec.ts).
const loadMap = (): Promise<MapModule> => import('./store-map');

/**
 * The map's component, imported the first time the member opens the map (its script is in no
 * page's first load), and what keeps the map from showing, if anything. `retry` asks again: a
 * script that failed on a bad connection is fetched anew when the member taps Map again.
 */
export function useStoreMap(open: boolean, load: () => Promise<MapModule> = loadMap) {
  const online = useOnline();
  const [StoreMap, setStoreMap] = useState<LoadedMap | null>(null);
  const [problem, setProblem] = useState<MapProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open || StoreMap || !online) return;
    let current = true;
    load()
      .then((module) => current && setStoreMap(() => module.StoreMap))
      .catch(() => current && setProblem('failed'));
    return () => {
      current = false;
    };
    // `load` is fixed for the component's life; `attempt` is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, online, StoreMap, attempt]);
  const retry = () => {
    setProblem(null);
    setAttempt((n) => n + 1);
  };
  // Offline, no tile can come: the list stays until the network is back.
  return { StoreMap, problem: online ? problem : ('offline' as const), setProblem, retry };
}
