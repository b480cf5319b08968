import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuidedTour } from '@/components/tour/guided-tour';
import { CONSENT_COOKIE } from '@/lib/observability/consent';
import { TOUR_START_DELAY_MS } from '@/lib/tour/steps';
import { renderWithProviders } from '../support/providers';

// components/tour/guided-tour.tsx: the tour on a first visit to home waits for what the member
// opened first. A dialog (the wallet at the till) keeps it waiting; driver.js would otherwise make
// everything but its own step untappable, the wallet's buttons included (docs/product.md §4 Tour).

const startTour = vi.fn(() => ({ destroy: vi.fn() }));
vi.mock('@/components/tour/start-tour', () => ({ startTour }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/home' }));

const ENTRIES = [{ target: 'home', heading: 'Home', content: 'Your points at a glance.' }];

describe('the guided tour and an open dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    document.cookie = `${CONSENT_COOKIE}=true`;
    startTour.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts only once the dialog the member opened is closed', async () => {
    const target = document.createElement('a');
    target.setAttribute('data-tour-sm', 'home');
    target.setAttribute('data-tour-lg', 'home');
    target.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    document.body.append(target);
    const wallet = document.createElement('dialog');
    wallet.setAttribute('open', '');
    document.body.append(wallet);

    renderWithProviders(<GuidedTour entries={ENTRIES} />);
    await act(() => vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS + 5_000));
    expect(startTour).not.toHaveBeenCalled();

    wallet.removeAttribute('open');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(startTour).toHaveBeenCalledOnce());
  });
});
