import type { ReactNode } from 'react';
import { getAppConfig } from '@/lib/config/app-config';
import { hasSignedInCookie } from '@/lib/session/member';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BottomBar } from '@/components/layout/bottom-bar';
import { BrandReturn } from '@/components/layout/brand-return';
import { AccountValidation } from '@/components/layout/account-validation';

// docs/product.md §2 Main layout: the brand-return banner, the header (with the side drawer), the routed content, then the bottom tab
// bar on small screens or the footer on larger ones; the content ends clear of the bar and its raised
// button (--bottom-bar-clearance, app/globals.css). The content of PROTECTED routes is wrapped by
// account validation (docs/product.md §2 Access kinds, §4 Account validation).
export default async function MainLayout({ children }: { children: ReactNode }) {
  const [config, signedIn] = await Promise.all([getAppConfig(), hasSignedInCookie()]);
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandReturn />
      <SiteHeader />
      <main id="main" className="flex-1 pb-[var(--bottom-bar-clearance)]">
        <AccountValidation
          signedIn={signedIn}
          hasLoyaltyGuid={!!config?.loyaltyGuid}
          saltKey={config?.amrGuid}
        >
          {children}
        </AccountValidation>
      </main>
      <SiteFooter />
      <BottomBar />
    </div>
  );
}
