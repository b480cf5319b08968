'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { CONSENT_COOKIE } from '@/lib/observability/consent';
import { usePathname } from '@/lib/i18n/navigation';
import {
  TOUR_START_DELAY_MS,
  hasSeenTour,
  markTourSeen,
  tourSteps,
  type TourEntry,
} from '@/lib/tour/steps';
import { routePath } from '@/lib/navigation/route-paths';

// Tailwind's 'sm' breakpoint (docs/product.md §9: the small-screen breakpoint is 'sm').
const LARGER_SCREEN = '(min-width: 40rem)';
const WAIT_POLL_MS = 500;

const consentGiven = () => document.cookie.split(/;\s*/).includes(`${CONSENT_COOKIE}=true`);
// The startup skeleton still stands in for the page (components/layout/startup-skeleton.tsx).
const pageLoading = () => !!document.querySelector('[data-startup-skeleton]');
// A dialog is open (the wallet at the till, a reward's detail): the tour would lie behind it and
// take every tap away from it, so it waits until the member closes it.
const dialogOpen = () => !!document.querySelector('dialog[open]');
const isShown = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && element.getClientRects().length > 0;
};

/**
 * docs/product.md §2 Guided tour and §4 Tour on the home screen: once the tour content has loaded and
 * hasSeenTour is not set, the tour starts 1 s later (after the cookie-consent dialog and the
 * startup skeleton, so it never points at a page that is not there yet, and once no dialog is
 * open, so it never takes the taps of one the member opened first). driver.js is loaded only then.
 */
export function GuidedTour({ entries }: { entries: TourEntry[] }) {
  const t = useTranslations('Tour');
  const pathname = usePathname();
  const onHome = pathname === routePath('home') || pathname === '/';
  // The entries by value: a server refresh hands over an equal array, which must not restart the tour.
  const entriesKey = JSON.stringify(entries);

  useEffect(() => {
    if (!onHome || hasSeenTour(localStorage)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tour: { destroy: () => void } | undefined;

    const start = async () => {
      if (cancelled) return;
      if (!navigator.onLine) return;
      if (!consentGiven() || pageLoading() || dialogOpen()) {
        timer = setTimeout(start, WAIT_POLL_MS);
        return;
      }
      const size = window.matchMedia(LARGER_SCREEN).matches ? 'large' : 'small';
      // Only the marked elements this screen shows (e.g. the profile item, or a widget not rendered).
      const steps = tourSteps(JSON.parse(entriesKey) as TourEntry[], size).filter((step) =>
        isShown(step.selector),
      );
      if (steps.length === 0) {
        // docs/product.md §4 Tour: with no steps there is nothing to drive.
        console.info('No steps to drive through');
        return;
      }
      // Offline, and driver.js not kept by the service worker: the tour waits for a visit online.
      const loaded = await import('./start-tour').catch(() => null);
      if (cancelled || !loaded) return;
      tour = loaded.startTour(
        steps,
        {
          skip: t('skip'),
          next: t('next'),
          finish: t('finish'),
          close: t('close'),
          // driver.js fills {{current}} and {{total}}.
          progress: t('progress', { current: '{{current}}', total: '{{total}}' }),
        },
        () => markTourSeen(localStorage),
      );
    };
    timer = setTimeout(start, TOUR_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      tour?.destroy();
    };
  }, [onHome, entriesKey, t]);

  return null;
}
