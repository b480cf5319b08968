'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { BRAND_APP_VISIT_KEY } from '@/lib/observability/display-mode';
import { orNothing } from '@/lib/ui/or-nothing';
import type { BrandReturnBanner as Banner } from './brand-return-banner';
import { useQueryCleanup } from './use-query-cleanup';

// The banner (components/layout/brand-return-banner.tsx) has work only on a visit with a query
// string or one a brand's app opened earlier in this tab: only then is its script fetched. It acts
// after mount anyway, so nothing paints later than before. The query cleanup is the page's own.
const BrandReturnBanner = dynamic(
  () => import('./brand-return-banner').then((m) => m.BrandReturnBanner, orNothing),
  { ssr: false },
);

export function BrandReturnGate(props: ComponentProps<typeof Banner>) {
  const params = useSearchParams();
  useQueryCleanup();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Reading browser storage after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (params.size > 0 || sessionStorage.getItem(BRAND_APP_VISIT_KEY)) setWanted(true);
  }, [params]);
  return wanted ? <BrandReturnBanner {...props} /> : null;
}
