'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { rememberPage } from '@/lib/navigation-memory';
import { isModalPath } from '@/lib/routes';

/** Remembers each page the member sees, so a modal can close back onto it (SPEC §2 Modals). */
export function NavigationMemory() {
  const pathname = usePathname();
  useEffect(() => {
    if (!isModalPath(pathname)) rememberPage(pathname);
  }, [pathname]);
  return null;
}
