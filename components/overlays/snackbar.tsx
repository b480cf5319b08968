'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { snackbarStore } from '@/lib/ui/snackbar';

// Without signal and not yet kept by the service worker, the toaster's script cannot load: no
// snackbar then, rather than a failed page (the page says it is offline, components/pwa).
const Toaster = dynamic<{ dir: 'rtl' | 'ltr'; closeLabel: string }>(
  () => import('./toaster').catch(() => ({ default: () => null })),
  { ssr: false },
);

/** Mounts the toaster the first time something asks for a snackbar (lib/ui/snackbar.ts). */
export function Snackbar({ closeLabel }: { closeLabel: string }) {
  const locale = useLocale();
  const wanted = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.wanted, () => false);
  return wanted ? <Toaster dir={locale === 'ar' ? 'rtl' : 'ltr'} closeLabel={closeLabel} /> : null;
}
