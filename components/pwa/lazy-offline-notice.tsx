'use client';

import dynamic from 'next/dynamic';
import { orNothing } from '@/lib/ui/or-nothing';

// The notice draws nothing online, and the server and hydration assume online (lib/pwa/
// use-online.ts): it never shows in a first paint. So its script (and the date formatting under
// it) loads once the page runs, while there is signal, and from the service worker's precache on
// a page reloaded without (the JavaScript budget, docs/quality.md §3).
export const OfflineNotice = dynamic(
  () => import('./offline-notice').then((m) => m.OfflineNotice, orNothing),
  { ssr: false },
);
