import 'server-only';

// One token refresh per session at a time (docs/quality.md §2 item 17): concurrent requests that
// meet a 401, in one tab or several, share the refresh in flight. The outcome is kept for a short
// while, because the refresh token it used is spent and a slower request may still carry it; but
// never longer than `rememberMs` says: not past the access token it brought, and not at all when
// the service gave no answer, so the next request tries again.

export const REMEMBER_MS = 30_000;
const flights = new Map<string, Promise<unknown>>();

export function singleFlight<T>(
  key: string,
  run: () => Promise<T>,
  rememberMs: (outcome: T) => number = () => REMEMBER_MS,
): Promise<T> {
  const existing = flights.get(key);
  if (existing) return existing as Promise<T>;
  const flight = run();
  flights.set(key, flight);
  const forgetAfter = (ms: number) => {
    if (ms <= 0) flights.delete(key);
    else setTimeout(() => flights.delete(key), ms).unref();
  };
  flight.then(
    (outcome) => forgetAfter(Math.min(REMEMBER_MS, rememberMs(outcome))),
    () => forgetAfter(REMEMBER_MS),
  );
  return flight;
}
