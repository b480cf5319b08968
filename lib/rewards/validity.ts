// The activated voucher's countdown (docs/product.md §3 duration; the expiry itself is set by the server).

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until `expiresAt`, or null once it has passed. */
export function remainingTime(expiresAt: string, now: number): Remaining | null {
  const ms = new Date(expiresAt).getTime() - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `hh:mm:ss` of what is left after the whole days. */
export const clockText = (r: Remaining) => `${two(r.hours)}:${two(r.minutes)}:${two(r.seconds)}`;
