'use client';

import dynamic from 'next/dynamic';
import { orNothing } from '@/lib/ui/or-nothing';
import type { BackgroundSettings } from './background-parts';

/**
 * The page's background work (components/layout/background-parts.tsx) in a script of its own,
 * fetched after the page is interactive rather than with its first load (the JavaScript budget,
 * docs/quality.md §3). Web vitals lose nothing by it: their observers read buffered entries.
 * Where the script cannot be fetched (offline, never cached) the page goes on without it.
 */
const BackgroundParts = dynamic(
  () => import('./background-parts').then((m) => m.BackgroundParts, orNothing),
  { ssr: false },
);

export function Background(settings: BackgroundSettings) {
  return <BackgroundParts {...settings} />;
}
