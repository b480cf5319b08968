// Where a guest was going when a members-only page sent them to sign in: the middleware notes
// the page in this cookie, and the sign-in flow ends there (lib/navigation/navigation-memory.ts). Edge-safe.

export const RETURN_AFTER_SIGN_IN_COOKIE = 'return_after_sign_in';
/** Long enough to receive and type a code; a sign-in later than that starts afresh. */
export const RETURN_AFTER_SIGN_IN_SECONDS = 15 * 60;
