'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormattedDates } from '@/lib/i18n/format';

/**
 * The dates and times in a page's first-paint readings as the server formatted them
 * (lib/server/first-paint.ts), for the readers inside to pass to formatDate and formatTime
 * (lib/i18n/format.ts says why). Measured, the member pages' Lighthouse blocking time without
 * them was 230–380 ms more than with them (docs/architecture.md §1 Web app). Undefined outside a
 * first paint, where formatting a date builds no key to look it up by.
 */
const Shared = createContext<FormattedDates | undefined>(undefined);

/** The server's formatted dates for what is inside, with those of a first paint around it. */
export function ServerDates({ dates, children }: { dates: FormattedDates; children: ReactNode }) {
  // A page's first paint can sit inside another's: a hard-loaded modal's, around the page behind
  // it (components/modal/modal-page.tsx).
  const outer = useContext(Shared);
  const value = useMemo(() => (outer ? { ...outer, ...dates } : dates), [outer, dates]);
  return <Shared.Provider value={value}>{children}</Shared.Provider>;
}

/** The server's formatted dates of the first paint this renders in, if any. */
export const useServerDates = () => useContext(Shared);
