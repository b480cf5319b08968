'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { forgetBrandAppVisit, rememberBrandAppVisit, type BrandAppVisit } from './brand-app-visit';
import { orNothing } from '@/lib/ui/or-nothing';
import type { BrandReturnBanner as Banner } from './brand-return-banner';
import { useQueryCleanup } from './use-query-cleanup';

// The banner (components/layout/brand-return-banner.tsx) shows only on a visit a brand's app opened
// in this tab: only then is its script fetched. It showed after mount anyway, so nothing paints
// later than before. Remembering the visit and the query cleanup are the page's own.
const BrandReturnBanner = dynamic(
  () => import('./brand-return-banner').then((m) => m.BrandReturnBanner, orNothing),
  { ssr: false },
);

type Props = Omit<ComponentProps<typeof Banner>, 'visit' | 'onLeave'>;

export function BrandReturnGate(props: Props) {
  const params = useSearchParams();
  const pathname = usePathname();
  useQueryCleanup();
  const [visit, setVisit] = useState<BrandAppVisit | null>(null);
  useEffect(() => {
    // Reading (and writing) browser storage after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisit(rememberBrandAppVisit(params, pathname));
  }, [params, pathname]);
  const leave = () => {
    forgetBrandAppVisit();
    setVisit(null);
  };
  return visit ? <BrandReturnBanner {...props} visit={visit} onLeave={leave} /> : null;
}
