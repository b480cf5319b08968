'use client';

import { useEffect, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { deepLinkAt, type DeepLink } from '@/lib/account-validation/deep-link';
import { snackbar } from '@/lib/ui/snackbar';
import { usePathname } from '@/lib/i18n/navigation';
import { StartupSkeleton } from './startup-skeleton';

type Props = {
  signedIn: boolean;
  /** docs/product.md §7: validation runs only when the configuration has a loyaltyGuid. */
  hasLoyaltyGuid: boolean;
  /** The configured salt (docs/product.md §3 amrGuid), sent as the salt header. */
  saltKey?: string;
  children: ReactNode;
};

type RunProps = { link: DeepLink; signedIn: boolean; onBusy: (busy: boolean) => void };

/**
 * Without its script (offline, or a tab older than a deploy) nothing can be validated: the page
 * shows as it is, and a guest is told, as a refused validation would tell them.
 */
function CannotRun({ link, signedIn, onBusy }: RunProps) {
  const t = useTranslations('AccountValidation');
  useEffect(() => {
    onBusy(false);
    if (!signedIn) snackbar.warning(t('validateFailed'));
    // Once per deep link: a later one (in-app navigation) finds the script missing too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link.clientId]);
  return null;
}

// The run's code (the plan and the route table with it) is fetched only when a deep link asks.
const ValidationRun = dynamic(
  () =>
    import('./validation-run').then(
      (m) => m.ValidationRun,
      () => CannotRun,
    ),
  { ssr: false },
);

/**
 * docs/product.md §2 PROTECTED routes, §4 Account validation: a brand app opens home, rewards,
 * exchange points or manage account with a one-time client id, and the page waits behind the
 * startup skeleton while a guest is validated (components/layout/validation-run.tsx). Every other
 * visit pays for nothing but this check of the address.
 */
export function AccountValidation({ signedIn, hasLoyaltyGuid, saltKey, children }: Props) {
  const t = useTranslations('AccountValidation');
  const link = deepLinkAt({ pathname: usePathname(), params: useSearchParams(), hasLoyaltyGuid });
  // The link found is held here, and the run stays with it until it settles, after the query
  // leaves the address bar too (docs/product.md §4 Query cleanup), however late the run's script
  // arrives. A guest waits from the first paint, as the run would have them.
  const [asked, setAsked] = useState<DeepLink | null>(link);
  const [busy, setBusy] = useState(link !== null && !signedIn);
  if (link && link.clientId !== asked?.clientId) {
    setAsked(link);
    if (!signedIn) setBusy(true);
  }
  // One shape in both states, so the page below is not remounted when the skeleton goes.
  return (
    <>
      {asked ? (
        <ValidationRun
          link={asked}
          signedIn={signedIn}
          hasLoyaltyGuid={hasLoyaltyGuid}
          saltKey={saltKey}
          onBusy={setBusy}
        />
      ) : null}
      {busy ? <StartupSkeleton label={t('loadingApp')} /> : null}
      <div hidden={busy}>{children}</div>
    </>
  );
}
