// docs/product.md §3 and §9: the consent cookie, value true, kept for 365 days.
export const CONSENT_COOKIE = 'cookie_consent_accepted';
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The banner's element id: while it is in the page, the visitor has not answered yet. */
export const CONSENT_BANNER_ID = 'cookie-consent';
/** Fired on the document once the visitor accepts, so dialogs waiting behind the banner open. */
export const CONSENT_ANSWERED = 'amrx:consent-answered';

/** Whether the cookie banner waits for an answer (components/consent/cookie-consent.tsx). */
export const consentPending = () =>
  typeof document !== 'undefined' &&
  document.getElementById(CONSENT_BANNER_ID) !== null &&
  !document.cookie.split('; ').includes(`${CONSENT_COOKIE}=true`);

/**
 * A dialog the visitor reached for waits for the banner (components/ui/modal-dialog.tsx): the
 * banner says so, taking focus to its answer and drawing the eye (unless motion is reduced), so a
 * tap on the menu or a sign-in link is never met with nothing.
 */
export function askForConsentFirst() {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  banner?.querySelector('button')?.focus();
  if (banner && !matchMedia('(prefers-reduced-motion: reduce)').matches)
    banner.animate([{ transform: 'none' }, { transform: 'scale(1.03)' }, { transform: 'none' }], {
      duration: 400,
      easing: 'ease-in-out',
    });
}
