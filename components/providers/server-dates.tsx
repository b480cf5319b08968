'use client';

import { useMemo, type ReactNode } from 'react';
import { rememberFormattedDates, type FormattedDate } from '@/lib/i18n/format';

/**
 * Hands lib/i18n/format.ts the dates and times of a page's first-paint readings as the server
 * formatted them, before anything inside renders (the map it fills says why). Measured, the
 * member pages' Lighthouse blocking time without it was 230–380 ms more than with it
 * (docs/architecture.md §1 Web app).
 */
export function ServerDates({
  dates,
  children,
}: {
  dates: readonly FormattedDate[];
  children: ReactNode;
}) {
  useMemo(() => rememberFormattedDates(dates), [dates]);
  return children;
}
