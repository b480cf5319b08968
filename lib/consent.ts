// SPEC §3 and §9: the consent cookie, value true, kept for 365 days.
export const CONSENT_COOKIE = 'cookie_consent_accepted';
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
