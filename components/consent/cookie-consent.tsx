'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import {
  CONSENT_ANSWERED,
  CONSENT_BANNER_ID,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
} from '@/lib/observability/consent';
import { releaseWaitingEvents } from '@/lib/observability/analytics';
import { routePath } from '@/lib/navigation/route-paths';

// docs/product.md §2: not shown on manage-account, terms, privacy, cookie-policy or fingerprint pages.
const EXCLUDED = new Set([
  routePath('profileManageAccount'),
  routePath('manageAccount'),
  routePath('terms'),
  routePath('termsAndConditions'),
  routePath('privacy'),
  routePath('privacyPolicy'),
  routePath('cookiePolicy'),
  routePath('fingerprint'),
]);

/**
 * docs/product.md §2 and §4 Cookie consent: shown while the consent cookie is absent; Accept & Continue
 * stores it for 365 days. Full-screen on small screens, in the programme's colour with its mark
 * (components/ui/programme-mark.tsx), a bar at the bottom on larger ones; on
 * small screens the page under it is not rendered until it is answered (app/globals.css).
 * Modal dialogs wait for it (components/ui/modal-dialog.tsx): one opened first would make the
 * banner inert, and the visitor could neither accept nor leave.
 */
export function CookieConsent({
  accepted,
  marks,
}: {
  accepted: boolean;
  /**
   * The programme's mark on its colour and on white, drawn by the server (components/ui/
   * programme-mark.tsx) and sent only to a visitor who has not answered: its drawing stays out
   * of every page's script.
   */
  marks: { onColour: ReactNode; onWhite: ReactNode } | null;
}) {
  const t = useTranslations('CookieConsent');
  const pathname = usePathname();
  const [hidden, setHidden] = useState(accepted);
  if (hidden || EXCLUDED.has(pathname)) return null;

  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=true; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    setHidden(true);
    // Analytics events that waited for this answer go to the data layer now.
    releaseWaitingEvents();
    // A dialog the visitor opened (a shared /login link) waits behind the banner until now.
    document.dispatchEvent(new Event(CONSENT_ANSWERED));
  };

  return (
    <div
      id={CONSENT_BANNER_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      // A phone's first screen is this, whole: the programme's colour and mark over it, the
      // question on a white card. Larger screens keep a white bar at the foot, with the mark.
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center-safe gap-6 overflow-y-auto bg-primary-ink p-6 sm:inset-auto sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:flex-row sm:gap-4 sm:overflow-visible sm:rounded-2xl sm:bg-white sm:shadow-2xl"
    >
      <div aria-hidden="true" className="flex flex-col items-center gap-3 text-white sm:hidden">
        {marks?.onColour}
        <span className="text-2xl font-bold tracking-wide">AMRX</span>
      </div>
      {marks?.onWhite}
      <div className="flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-6 text-secondary shadow-2xl sm:contents">
        <div className="sm:flex-1">
          <h2 id="cookie-consent-title" className="font-semibold">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t.rich('message', {
              cookies: (chunks) => (
                <Link
                  href={routePath('cookiePolicy')}
                  className="font-medium text-primary-ink underline"
                >
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link
                  href={routePath('privacyPolicy')}
                  className="font-medium text-primary-ink underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
        <button
          type="button"
          onClick={accept}
          className="shrink-0 rounded-full bg-primary-ink px-6 py-3 font-semibold text-white"
        >
          {t('accept')}
        </button>
      </div>
    </div>
  );
}
