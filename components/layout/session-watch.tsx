'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { forgetMemberOnDevice } from '@/lib/pwa/forget-member-on-device';
import { onSessionEnded, setSigningOutHere } from '@/lib/session/browser/session-ended';
import {
  clearLogoutPending,
  pendingLogout,
  setShownSession,
} from '@/lib/session/browser/pending-logout';
import { ApiError } from '@/lib/api/api-error';
import { sessionReports, type SessionView } from '@/lib/session/browser/session-reports';
import { Icon } from '@/components/ui/icon';
import { routePath } from '@/lib/navigation/route-paths';

const sameShown = (a: SessionView['shown'], b: SessionView['shown']) =>
  a?.name === b?.name && a?.phone === b?.phone;

/**
 * An ended session ends on this device too (docs/quality.md §2 item 27). The session may end on
 * another device, by logout or by deleting the account; the server then renders a guest page
 * (lib/session/member.ts), and this watch, in the root layout, brings the rest of the screen in
 * line: it forgets what the browser held for the member, has the cookie cleared, renders the
 * layout again and says "You have been signed out" with a way to sign in. It hears of it from
 * the page the server rendered (lib/session/browser/session-reports.ts) or from a call answered 401
 * (lib/session/browser/session-ended.ts). A new name from another device re-renders the layout too.
 */
export function SessionWatch({ state, session, shown }: SessionView) {
  const t = useTranslations('SignedOut');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(state === 'ended');
  const [seenState, setSeenState] = useState(state);
  if (seenState !== state) {
    setSeenState(state);
    if (state === 'ended') setNotice(true);
    if (state === 'member') setNotice(false);
  }
  const signedIn = state === 'member' || state === 'unchecked';

  /**
   * Forgets the member here and has the ended session's cookie cleared: the BFF clears it only if
   * it still names that session, so a sign-in made meanwhile is left alone. Says whether the
   * service has the sign-out (or had ended the session already).
   */
  const forget = useCallback(async () => {
    queryClient.clear();
    void forgetMemberOnDevice();
    return callApi('logout', session ? { session } : {}).then(
      () => true,
      (error: unknown) => error instanceof ApiError && error.isUnauthorized,
    );
  }, [queryClient, session]);

  // The server found the cookie's session ended when it rendered this layout.
  useEffect(() => {
    if (state === 'ended') void forget();
  }, [state, forget]);

  // Once per session: several 401s at once, or a report and a 401, end it here once.
  const left = useRef<string | null>(null);
  const leave = useCallback(() => {
    if (left.current === session) return;
    left.current = session;
    void forget().then(() => router.refresh());
  }, [forget, router, session]);

  useEffect(() => {
    if (!signedIn) return;
    setSigningOutHere(false);
    return onSessionEnded(() => {
      setNotice(true);
      leave();
    });
  }, [signedIn, leave]);

  // A sign-out made here without signal (components/auth/logout-confirm.tsx) is sent now, and
  // again when the signal returns, until the service has it; the page then renders as a guest's.
  // One made in another session than the one shown has nothing left to end here.
  useEffect(() => {
    setShownSession(signedIn ? session : null);
    const pending = pendingLogout();
    if (pending === null) return;
    if (!signedIn || (pending && pending !== session)) return clearLogoutPending();
    const send = () =>
      void forget().then((sent) => {
        if (!sent) return;
        clearLogoutPending();
        router.refresh();
      });
    setSigningOutHere(true);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [signedIn, session, forget, router]);

  const reported = useSyncExternalStore(
    sessionReports.subscribe,
    sessionReports.latest,
    () => null,
  );
  // Only a verdict on the session this layout shows ends it; a page kept from an earlier session
  // (the back button) speaks of that one.
  const endedNow = reported?.state === 'ended' && signedIn && reported.session === session;
  const [seenReport, setSeenReport] = useState(reported);
  if (seenReport !== reported) {
    setSeenReport(reported);
    if (endedNow) setNotice(true);
  }
  useEffect(() => {
    if (!reported) return;
    if (endedNow) leave();
    else if (reported.state === 'ended') return;
    else if (
      reported.state !== state ||
      reported.session !== session ||
      !sameShown(reported.shown, shown)
    )
      router.refresh();
    // Only a new report asks for this; the layout's own view changes after the refresh it asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reported]);

  if (!notice) return null;
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/15">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-3">
        <p className="flex-1 font-medium">{t('message')}</p>
        <Link
          href={routePath('login')}
          onClick={() => setNotice(false)}
          className="rounded-full bg-primary-ink px-4 py-2 text-sm font-semibold text-white"
        >
          {t('signIn')}
        </Link>
        <button
          type="button"
          onClick={() => setNotice(false)}
          aria-label={t('close')}
          className="grid size-10 place-items-center rounded-full hover:bg-black/5"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </div>
  );
}
