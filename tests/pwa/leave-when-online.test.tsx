import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveWhenOnline } from '@/components/pwa/leave-when-online';

// The offline page leaves for the page it stood for when the signal comes back
// (components/pwa/leave-when-online.tsx), unless the member is already on their way elsewhere.

const original = window.location;
const replace = vi.fn();
let online = false;

// The Navigation API as Chromium gives it (happy-dom has none).
let navigation: EventTarget;

beforeEach(() => {
  navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  replace.mockReset();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(window, 'location', {
    value: { ...original, search: '?from=%2Fen%2Fmy-profile', replace },
    configurable: true,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'location', { value: original, configurable: true });
  Reflect.deleteProperty(window, 'navigation');
});

const shown = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <LeaveWhenOnline />
    </NextIntlClientProvider>,
  );

describe('the offline page when the signal comes back', () => {
  it('opens the page it stood for', () => {
    shown();
    expect(replace).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(replace).toHaveBeenCalledWith('/en/my-profile');
  });

  it('leaves at once when it is loaded with a network', () => {
    online = true;
    shown();
    expect(replace).toHaveBeenCalledWith('/en/my-profile');
  });

  it('does not turn back a tap that is already taking the member elsewhere', () => {
    shown();
    navigation.dispatchEvent(new Event('navigate'));
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('the offline page shown again by Back', () => {
  it('leaves for the page it stood for once the signal is there', () => {
    shown();
    navigation.dispatchEvent(new Event('navigate'));
    online = true;
    // As the browser's back-forward cache shows it (happy-dom's event does not carry the flag).
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(replace).toHaveBeenCalledWith('/en/my-profile');
  });
});
