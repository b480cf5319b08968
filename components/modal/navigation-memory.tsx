'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { rememberPage } from '@/lib/navigation/navigation-memory';

/**
 * Remembers each page the member sees, so a modal can close back onto it (docs/product.md §2 Modals). The
 * route table that tells a modal from a page loads after the first paint, not with every page:
 * nothing reads the memory before a modal is closed.
 */
export function NavigationMemory() {
  const pathname = usePathname();
  useEffect(() => {
    void import('@/lib/navigation/routes').then(({ isModalPath }) => {
      if (!isModalPath(pathname)) rememberPage(pathname);
    });
  }, [pathname]);
  return null;
}
