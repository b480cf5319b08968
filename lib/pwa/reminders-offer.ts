import type { ReminderState } from './push-reminders';

// The points widget's reminders offer (components/reminders/reminders-opt-in.tsx) shows once the
// browser has said what it can do, after the page has painted. Its line is held from the server's
// render (components/points/member-balances.tsx), so the page does not move when it appears; a
// device that said it cannot take reminders (no push, or notifications blocked) is remembered in
// this cookie, and its pages hold no empty line.
export const REMINDERS_OFFER_COOKIE = 'reminders_offer';
const CANNOT = 'none';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the server's render holds the offer's line: unless this device said it cannot. */
export const holdsOfferLine = (cookie: string | undefined) => cookie !== CANNOT;

/** Remembers what this browser said it can do, for the next render of the points widget. */
export function rememberReminderState(state: ReminderState) {
  const cannot = state === 'unsupported' || state === 'blocked';
  const attributes = `path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  document.cookie = cannot
    ? `${REMINDERS_OFFER_COOKIE}=${CANNOT}; max-age=${YEAR_SECONDS}; ${attributes}`
    : `${REMINDERS_OFFER_COOKIE}=; max-age=0; ${attributes}`;
}
