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
