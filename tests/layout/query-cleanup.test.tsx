import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useQueryCleanup } from '@/components/layout/use-query-cleanup';

// components/layout/use-query-cleanup.ts (docs/product.md §4 Query cleanup): on a protected route
// the query leaves the address bar 4.5 s after it arrived. A router update that brings the same
// query back keeps its first deadline; a new query gets 4.5 s of its own; other routes keep theirs.

const address = vi.hoisted(() => ({ path: '/home', query: '' }));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(address.query) }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => address.path }));

function Page() {
  useQueryCleanup();
  return null;
}

let replaceState: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  replaceState = vi.spyOn(window.history, 'replaceState');
});
afterEach(() => {
  replaceState.mockRestore();
  vi.useRealTimers();
});

/** The page at `path?query`, as a navigation or a router update renders it. */
function at(path: string, query: string, rerender?: (ui: React.ReactNode) => void) {
  address.path = path;
  address.query = query;
  if (rerender) rerender(<Page />);
  else return render(<Page />);
}

it('wipes the query 4.5 s after the page opens with it', () => {
  at('/home', 'cCode=971&phnNo=501234567');
  vi.advanceTimersByTime(4499);
  expect(replaceState).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(replaceState).toHaveBeenCalledTimes(1);
});

it('keeps the first deadline when a router update brings the same query back', () => {
  const { rerender } = at('/home', 'cCode=971&phnNo=501234567')!;
  vi.advanceTimersByTime(3000);
  at('/home', '', rerender);
  at('/home', 'cCode=971&phnNo=501234567', rerender);
  vi.advanceTimersByTime(1500);
  expect(replaceState).toHaveBeenCalledTimes(1);
  // Past the deadline, the same query brought back again goes at once.
  at('/home', '', rerender);
  at('/home', 'cCode=971&phnNo=501234567', rerender);
  vi.advanceTimersByTime(0);
  expect(replaceState).toHaveBeenCalledTimes(2);
});

it('gives a new query 4.5 s of its own', () => {
  const { rerender } = at('/home', 'brand=KFC')!;
  vi.advanceTimersByTime(3000);
  at('/home', 'brand=PHD', rerender);
  vi.advanceTimersByTime(4499);
  expect(replaceState).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(replaceState).toHaveBeenCalledTimes(1);
});

it('leaves the query of a route that is not protected', () => {
  at('/brands', 'brand=KFC');
  vi.advanceTimersByTime(10_000);
  expect(replaceState).not.toHaveBeenCalled();
});
