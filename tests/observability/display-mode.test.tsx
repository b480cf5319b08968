import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayMode } from '@/lib/observability/display-mode';

const standalone = (matches: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: matches && query === '(display-mode: standalone)' }) as MediaQueryList,
    );

describe('displayMode', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is a browser tab by default', () => {
    standalone(false);
    expect(displayMode()).toBe('browser');
  });

  it('is standalone when launched from the home screen', () => {
    standalone(true);
    expect(displayMode()).toBe('standalone');
  });

  it('is in-app for a visit from a brand app, even when installed', () => {
    standalone(true);
    sessionStorage.setItem('brand_name', 'KFC');
    expect(displayMode()).toBe('in-app');
  });
});
