'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { snackbarStore } from '@/lib/ui/snackbar';

const Toaster = dynamic(() => import('./toaster'), { ssr: false });

/** Mounts the toaster the first time something asks for a snackbar (lib/ui/snackbar.ts). */
export function Snackbar({ closeLabel }: { closeLabel: string }) {
  const locale = useLocale();
  const wanted = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.wanted, () => false);
  return wanted ? <Toaster dir={locale === 'ar' ? 'rtl' : 'ltr'} closeLabel={closeLabel} /> : null;
}
