'use client';

import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { snackbarStore } from '@/lib/snackbar';

// SPEC §2 Snackbar and §9 theme colours: success green, error red, warning the theme's warning,
// info blue, each filled and with text at AA contrast (sonner's pale defaults fall short of it).
const COLOURS = {
  '--success-bg': 'color-mix(in srgb, var(--theme-success) 68%, black)',
  '--success-border': 'transparent',
  '--success-text': '#fff',
  '--error-bg': 'color-mix(in srgb, var(--theme-error) 72%, black)',
  '--error-border': 'transparent',
  '--error-text': '#fff',
  '--warning-bg': 'var(--theme-warning)',
  '--warning-border': 'transparent',
  '--warning-text': '#000',
  '--info-bg': 'color-mix(in srgb, var(--theme-info) 80%, black)',
  '--info-border': 'transparent',
  '--info-text': '#fff',
} as CSSProperties;

/** SPEC §2 Snackbar: bottom centre, success green and error red, auto-hide after 5 s. */
export default function Toaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  // Runs after sonner's own effect has subscribed it, so the first message is not missed.
  useEffect(() => snackbarStore.mounted(), []);
  return <Sonner position="bottom-center" richColors duration={5000} dir={dir} style={COLOURS} />;
}
