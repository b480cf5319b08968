import type { ReactNode } from 'react';
import { AccountValidation } from '@/components/layout/account-validation';
import { getAppConfig } from '@/lib/config/app-config';
import { hasSignedInCookie } from '@/lib/session/member';

// Pages without the main layout (docs/product.md §2 Pages: manage account, terms, privacy, fingerprint).
// Manage account is PROTECTED: opened from a brand app, it validates the visitor like the main
// layout's pages do (account validation acts only on the paths docs/product.md §7 names).
export default async function BareLayout({ children }: { children: ReactNode }) {
  const [config, signedIn] = await Promise.all([getAppConfig(), hasSignedInCookie()]);
  return (
    <main id="main">
      <AccountValidation
        signedIn={signedIn}
        hasLoyaltyGuid={!!config?.loyaltyGuid}
        saltKey={config?.amrGuid}
      >
        {children}
      </AccountValidation>
    </main>
  );
}
