import 'server-only';

// One token refresh per session at a time (docs/quality.md §2 item 17): concurrent requests that
// meet a 401, in one tab or several, share the refresh in flight. The outcome is kept for a short
// while, because the refresh token it used is spent and a slower request may still carry it.

const REMEMBER_MS = 30_000;
const flights = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = flights.get(key);
  if (existing) return existing as Promise<T>;
  const flight = run();
  flights.set(key, flight);
  const forget = () => setTimeout(() => flights.delete(key), REMEMBER_MS).unref();
  flight.then(forget, forget);
  return flight;
}
