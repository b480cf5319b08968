'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { FormError, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useCloseModal } from '@/components/modal/route-modal';
import { routePath } from '@/lib/navigation/route-paths';
import { setSigningOutHere } from '@/lib/session/browser/session-ended';
import { markLogoutPending } from '@/lib/session/browser/pending-logout';
import { forgetMemberOnDevice } from '@/lib/pwa/forget-member-on-device';
import { useQueryClient } from '@tanstack/react-query';
import { useFinishAuthChange } from './use-finish-sign-in';

/**
 * docs/product.md §4 Logout: success or failure clears the local state; firstVisit is removed in
 * both. A sign-out that failed is sent again when the signal returns or on the next page.
 */
export function LogoutConfirm() {
  const t = useTranslations('Logout');
  const close = useCloseModal();
  const finish = useFinishAuthChange();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const logout = async () => {
    setBusy(true);
    setSigningOutHere(true);
    let failed = false;
    try {
      await callApi('logout', {});
    } catch {
      failed = true;
    }
    // The BFF cleared the session cookie either way; the browser forgets its copy first.
    localStorage.removeItem('firstVisit');
    if (failed) {
      // No signal: this device forgets the member now, however the dialog is then closed, and
      // the sign-out goes to the service once it can (lib/session/browser/pending-logout.ts).
      queryClient.clear();
      void forgetMemberOnDevice();
      markLogoutPending();
      setFailure(t('failed'));
      setBusy(false);
      return;
    }
    finish(routePath('home'));
  };

  return (
    <div className="flex flex-col gap-4">
      <p>{t('confirm')}</p>
      <FormError message={failure} />
      <button type="button" onClick={logout} disabled={busy} className={primaryButtonClass}>
        {busy ? t('loggingOut') : t('submit')}
      </button>
      <button
        type="button"
        onClick={failure ? () => finish(routePath('home')) : close}
        className={secondaryButtonClass}
      >
        {t('cancel')}
      </button>
    </div>
  );
}
