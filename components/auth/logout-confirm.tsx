'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { FormError, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useCloseModal } from '@/components/modal/route-modal';
import { routePath } from '@/lib/navigation/route-paths';
import { setSigningOutHere } from '@/lib/session/browser/session-ended';
import { useFinishAuthChange } from './use-finish-sign-in';

/** docs/product.md §4 Logout: success or failure clears the local state; firstVisit is removed in both. */
export function LogoutConfirm() {
  const t = useTranslations('Logout');
  const close = useCloseModal();
  const finish = useFinishAuthChange();
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
