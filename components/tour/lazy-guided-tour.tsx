'use client';

import dynamic from 'next/dynamic';
import { orNothing } from '@/lib/ui/or-nothing';

// The tour draws nothing and starts a second after the page is ready (./guided-tour.tsx), so its
// script comes after the first paint, not with it (the JavaScript budget, docs/quality.md §3).
// Offline without it kept, there is no tour: it never starts offline anyway.
export const GuidedTour = dynamic(
  () => import('./guided-tour').then((m) => m.GuidedTour, orNothing),
  { ssr: false },
);
