'use client';

import { useEffect } from 'react';
import { track } from '@/lib/analytics';
import { displayMode } from '@/lib/display-mode';

/**
 * Real-user metrics: LCP, INP, CLS and TTFB go to the data layer with the language, the display
 * mode and whether a member is signed in (track adds select_language and user_type). web-vitals
 * is loaded after the page is interactive, off the critical path.
 */
export function WebVitals() {
  useEffect(() => {
    let active = true;
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      if (!active) return;
      const mode = displayMode();
      const report = (metric: { name: string; value: number; rating: 'good' | 'needs-improvement' | 'poor'; id: string }) =>
        track({
          event: 'web_vitals',
          metric_name: metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB',
          // CLS is unitless and small; the others are milliseconds.
          metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
          metric_rating: metric.rating,
          metric_id: metric.id,
          display_mode: mode,
        });
      onLCP(report);
      onINP(report);
      onCLS(report);
      onTTFB(report);
    });
    return () => {
      active = false;
    };
  }, []);
  return null;
}
