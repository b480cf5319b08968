import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BottomBar } from '@/components/layout/bottom-bar';
import { BrandReturn } from '@/components/layout/brand-return';

// SPEC §2 Main layout: the brand-return banner, the header (with the side drawer), the routed content, then the bottom tab
// bar on small screens or the footer on larger ones.
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandReturn />
      <SiteHeader />
      <main id="main" className="flex-1 pb-24 sm:pb-0">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
    </div>
  );
}
