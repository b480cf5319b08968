'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Icon } from '@/components/ui/icon';

export type DrawerProps = {
  member: { name: string; phone: string } | null;
  country: { code: string; name: string };
  menu: { key: string; path: string; label: string }[];
  bannerImage: string | null;
};

// The dialog and its menu come after the page shows (the JavaScript budget, docs/quality.md §3):
// fetched when the page is idle, or at once when the member reaches for the button, and again at
// the next reach if it could not be fetched. Fetched on every online page, the service worker
// keeps it for offline use (app/sw.ts, the build's files).
const useDrawerDialog = lazyPart(() => import('./drawer-dialog').then((m) => m.DrawerDialog));

/** After the page's own work: the browser's idle time where it has one, else a moment later. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

/**
 * docs/product.md §2 Side drawer: from the left, or the right in Arabic, in 300 ms; closes when the path
 * changes. Guests are invited to log in; members see their name and phone.
 */
export function SideDrawer(props: DrawerProps) {
  const t = useTranslations('Drawer');
  const pathname = usePathname();
  const { Part: DrawerDialog, request } = useDrawerDialog();
  const [open, setOpen] = useState(false);
  // A tap while the script is on its way, and a tap it could not answer: the member sees both.
  const [reach, setReach] = useState<'waiting' | 'failed' | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
    setReach(null);
  }
  useEffect(() => whenIdle(() => void request()), [request]);

  return (
    <>
      <button
        type="button"
        aria-label={t('open')}
        aria-haspopup="dialog"
        // Expanded only once the dialog is there to show it.
        aria-expanded={open && DrawerDialog !== null}
        aria-busy={reach === 'waiting'}
        onPointerEnter={() => void request()}
        onFocus={() => void request()}
        onClick={() => {
          if (DrawerDialog) return setOpen(true);
          // Its script is still coming: the drawer opens when it arrives, unless the member has
          // moved on meanwhile (another tap or key), so it never springs open over other work.
          // Without its script (no signal, never kept) it says so, and the next tap tries again.
          const movedOn = new AbortController();
          const stop = () => {
            movedOn.abort();
            setReach(null);
          };
          window.addEventListener('pointerdown', stop, { capture: true, signal: movedOn.signal });
          window.addEventListener('keydown', stop, { capture: true, signal: movedOn.signal });
          setReach('waiting');
          void request().then((there) => {
            if (movedOn.signal.aborted) return;
            if (there) {
              movedOn.abort();
              setReach(null);
              setOpen(true);
            } else setReach('failed');
          });
        }}
        className={`-ms-2 rounded-full p-2 hover:bg-surface ${reach === 'waiting' ? 'animate-pulse bg-surface' : ''}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {reach === 'failed' ? (
        <p
          role="status"
          className="fixed inset-x-4 top-18 z-50 mx-auto max-w-sm rounded-2xl border border-line bg-white px-4 py-3 text-sm font-medium text-secondary shadow-xl"
        >
          {t('unavailable')}
        </p>
      ) : null}
      {DrawerDialog ? <DrawerDialog {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
