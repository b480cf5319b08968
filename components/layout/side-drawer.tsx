'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';

export type DrawerProps = {
  member: { name: string; phone: string } | null;
  country: { code: string; name: string; flag: string };
  menu: { key: string; path: string; label: string }[];
  bannerImage: string | null;
};

// The dialog and its library load when the member reaches for the menu (hover, focus, touch),
// not with the page (issue 10's JavaScript budget).
const loadPanel = () => import('./side-drawer-panel');
const SideDrawerPanel = dynamic(loadPanel, { ssr: false });

/**
 * SPEC §2 Side drawer: from the left, or the right in Arabic, in 300 ms; closes when the path
 * changes. Guests are invited to log in; members see their name and phone.
 */
export function SideDrawer(props: DrawerProps) {
  const t = useTranslations('Drawer');
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="-ms-2 rounded-full p-2 text-2xl leading-none hover:bg-surface"
      >
        <span aria-hidden="true">☰</span>
      </button>
      {used && <SideDrawerPanel {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
