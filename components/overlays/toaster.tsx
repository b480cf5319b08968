'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { snackbarStore } from '@/lib/ui/snackbar';
import { TOP_LAYER_CHANGED } from '@/components/ui/modal-dialog';

// docs/product.md §2 Snackbar and §9 theme colours: success green, error red, warning the theme's warning,
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

// On a phone the snackbar sits above the bottom bar and its raised AMRX button
// (--bottom-bar-clearance, app/globals.css), so a message that stays (a retry) never covers Home,
// Rewards, Brands or Profile. Its close button sits inside it (app/globals.css).
const ABOVE_BOTTOM_BAR = { bottom: 'var(--bottom-bar-clearance)' };

/**
 * docs/product.md §2 Snackbar: bottom centre, success green and error red, auto-hide after 5 s; each has a
 * close button, so one that waits for an answer (REFRESH) can still be put away.
 */
export default function Toaster({ dir, closeLabel }: { dir: 'ltr' | 'rtl'; closeLabel: string }) {
  const layer = useRef<HTMLDivElement>(null);
  // Runs after sonner's own effect has subscribed it, so the first message is not missed.
  useEffect(() => snackbarStore.mounted(), []);
  // Modal dialogs live in the browser's top layer, above any z-index: the snackbar joins that
  // layer as a popover and comes back on top whenever a dialog opens, so a message sent from a
  // dialog ("Copied") is seen over it.
  useEffect(() => {
    const element = layer.current;
    if (!element?.showPopover) return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    document.addEventListener(TOP_LAYER_CHANGED, raise);
    return () => document.removeEventListener(TOP_LAYER_CHANGED, raise);
  }, []);
  return (
    <div
      ref={layer}
      popover="manual"
      className="inset-auto m-0 size-0 overflow-visible border-0 bg-transparent p-0"
    >
      <Sonner
        position="bottom-center"
        richColors
        closeButton
        toastOptions={{ closeButtonAriaLabel: closeLabel }}
        mobileOffset={ABOVE_BOTTOM_BAR}
        duration={5000}
        dir={dir}
        style={COLOURS}
      />
    </div>
  );
}
