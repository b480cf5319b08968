'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Position } from '@/lib/stores/store-list';

export type PositionState =
  | { status: 'idle' | 'locating' | 'denied' | 'unavailable'; position: null }
  | { status: 'located'; position: Position };

/**
 * The member's position from navigator.geolocation, asked for only on request, or at once when
 * the member already allowed it (no prompt then).
 */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle', position: null });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable', position: null });
      return;
    }
    setState({ status: 'locating', position: null });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'located', position: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable', position: null }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [locate]);

  return { ...state, locate };
}
