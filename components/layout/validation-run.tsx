'use client';

import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import type { DeepLink } from '@/lib/account-validation/deep-link';
import { planValidation, shouldRaiseLoginAlert } from '@/lib/account-validation/plan';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';

/** Client ids already handled in this tab: each is single-use, and a reload must not spend it again. */
const HANDLED_KEY = 'amrx.deepLinkHandled';
/** docs/product.md §4 Login alert: the alert flag, turned off once the alert has been raised in this tab. */
const ALERT_OFF_KEY = 'amrx.loginAlertOff';

const handled = (clientId: string) => sessionStorage.getItem(HANDLED_KEY) === clientId;

type Props = {
  /** The deep link the page was opened with, held by the gate after the query leaves the address bar. */
  link: DeepLink;
  signedIn: boolean;
  hasLoyaltyGuid: boolean;
  saltKey?: string;
  /** Whether the page waits behind the startup skeleton (components/layout/account-validation.tsx). */
  onBusy: (busy: boolean) => void;
};

/**
 * The validation a brand app's deep link asks for (docs/product.md §2 PROTECTED routes, §4 Account
 * validation and Login alert, §7 validateAccount), fetched only when a deep link opens the page:
 * - a guest is validated through the BFF, which signs them in on success; the page then reloads
 *   its server-rendered state and the loyalty data. While that runs, the page waits behind the
 *   startup skeleton, so a guest page never flashes before the member's.
 * - on failure the visitor stays a guest and is told why (docs/product.md §8: the stored message, default
 *   'Failed to validate user'); a members-only page then sends them to log in.
 * - a member already signed in has the session checked (the token check); an invalid token raises
 *   the login alert once per tab, otherwise the loyalty data is reloaded.
 */
export function ValidationRun({ link, signedIn, hasLoyaltyGuid, saltKey, onBusy }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useTranslations('AccountValidation');
  const errorText = useErrorText();
  const [refreshing, startRefresh] = useTransition();
  const planned = useMemo(
    () => planValidation({ pathname, link, signedIn, hasLoyaltyGuid }),
    [pathname, link, signedIn, hasLoyaltyGuid],
  );
  // The client id this component has finished with (validated, refused or checked).
  const [settled, setSettled] = useState<string | null>(null);
  // A plan under way holds until it settles, even if the member moves to a page without one.
  const [held, setHeld] = useState(planned);
  if (planned && planned.link.clientId !== held?.link.clientId) setHeld(planned);
  const plan = planned ?? (held && settled !== held.link.clientId ? held : null);
  const running = useRef<string | null>(null);

  const clientId = plan?.link.clientId ?? null;
  useEffect(() => {
    if (!plan || running.current === plan.link.clientId) return;
    if (handled(plan.link.clientId)) {
      // Reading the tab's record after mount is the point of this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSettled(plan.link.clientId);
      return;
    }
    running.current = plan.link.clientId;
    const finish = () => {
      sessionStorage.setItem(HANDLED_KEY, plan.link.clientId);
      setSettled(plan.link.clientId);
    };
    const reloadLoyalty = () => queryClient.invalidateQueries({ queryKey: ['loyalty-brands'] });

    if (plan.kind === 'validate') {
      const { clientId: id, brand, deviceType } = plan.link;
      callApi('validate-account', { clientId: id, brand, brandName: brand, deviceType, saltKey })
        .then((result) => {
          if (!result.data.success) throw new Error('not validated');
          if (plan.reload) void reloadLoyalty();
          // The session cookie is now the member's: re-render the server half (header, widget).
          startRefresh(() => router.refresh());
          finish();
        })
        .catch((error: unknown) => {
          snackbar.warning(error instanceof ApiError ? errorText(error) : t('validateFailed'));
          finish();
          if (plan.membersOnly) router.replace(routePath('login'));
        });
      return;
    }

    // The token check: is this member's session still good? Only a 401 (after the BFF's one
    // refresh, which then clears the session) says it is not; other failures say nothing.
    callApi('sso-sessions')
      .then(() => ({ isValid: true }))
      .catch((error: unknown) => ({
        isValid: !(error instanceof ApiError && error.isUnauthorized),
      }))
      .then((token) => {
        finish();
        const alertOn = sessionStorage.getItem(ALERT_OFF_KEY) !== 'true';
        if (shouldRaiseLoginAlert(token, alertOn, plan.alert)) {
          sessionStorage.setItem(ALERT_OFF_KEY, 'true');
          // A full load: the session is gone, so every server-rendered part must say so.
          window.location.replace(
            `${window.location.pathname.split('/').slice(0, 2).join('/')}${routePath('loginAlert')}`,
          );
          return;
        }
        if (token.isValid) void reloadLoyalty();
      });
    // The plan's identity is its client id; errorText and t are fresh functions every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, plan?.kind]);

  const busy = (plan?.kind === 'validate' && settled !== plan.link.clientId) || refreshing;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return null;
}
