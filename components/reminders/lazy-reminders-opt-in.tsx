'use client';

import dynamic from 'next/dynamic';
import { orNothing } from '@/lib/ui/or-nothing';

// The reminders' offer draws nothing until the browser has said what it can do (an effect), so
// its script (and the push code under it) loads once the page runs, not with the page: from the
// points widget's expiry line and from manage account (the JavaScript budget, docs/quality.md §3).
export const RemindersOptIn = dynamic(
  () => import('./reminders-opt-in').then((m) => m.RemindersOptIn, orNothing),
  { ssr: false },
);
