'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { track } from '@/lib/observability/analytics';

/** docs/product.md §2 and §7: a screen_view for each page or dialog shown, by its screen identifier. */
export function ScreenViews() {
  const pathname = usePathname();
  useEffect(() => track({ event: 'screen_view' }), [pathname]);
  return null;
}
