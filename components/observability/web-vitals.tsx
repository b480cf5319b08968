'use client';

import { useEffect } from 'react';
import { track } from '@/lib/observability/analytics';
import { displayMode } from '@/lib/observability/display-mode';

/**
 * Real-user metrics: LCP, INP, CLS and TTFB go to the data layer with the language, the display
 * mode and whether a member is signed in (track adds select_language and user_type). web-vitals
 * loads once the page has loaded and the main thread is idle, off the critical path; the browser
 * buffers the entries it reads, so nothing from the first moments is lost.
 */
export function WebVitals() {
  useEffect(() => {
    let active = true;
    const start = () =>
      void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
        if (!active) return;
        const mode = displayMode();
        const report = (metric: {
          name: string;
          value: number;
          rating: 'good' | 'needs-improvement' | 'poor';
          id: string;
        }) =>
          track({
            event: 'web_vitals',
            metric_name: metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB',
            // CLS is unitless and small; the others are milliseconds.
            metric_value:
              metric.name === 'CLS'
                ? Math.round(metric.value * 10_000) / 10_000
                : Math.round(metric.value),
            metric_rating: metric.rating,
            metric_id: metric.id,
            display_mode: mode,
          });
        onLCP(report);
        onINP(report);
        onCLS(report);
        onTTFB(report);
      });
    const whenIdle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 10_000 })
        : window.setTimeout(start, 2_000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return null;
}
