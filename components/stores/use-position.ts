'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Position } from '@/lib/stores/store-list';

export type PositionStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/**
 * The member's position from navigator.geolocation, asked for only on request, or at once when
 * the member already allowed it (no prompt then). A new request keeps the last position until the
 * new one arrives, so the list does not jump back to the unsorted order.
 */
export function usePosition() {
  const [status, setStatus] = useState<PositionStatus>('idle');
  const [position, setPosition] = useState<Position | null>(null);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ lat: coords.latitude, lng: coords.longitude });
        setStatus('located');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      // Asked for again, the member expects where they are now, not a remembered fix.
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 0 },
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

  return {
    status,
    position: status === 'denied' || status === 'unavailable' ? null : position,
    locate,
  };
}
