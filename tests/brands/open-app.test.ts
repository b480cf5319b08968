// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TAKEOVER_MS, appStoreSearch, openBrandApp } from '@/lib/brands/open-app';
import { isApplePhoneOrTablet, isPhoneOrTablet, type ThisDevice } from '@/lib/devices/this-device';

// docs/product.md §7: "Open the app" tries the brand's app on a phone or tablet and falls back to
// its web shop or store when the app does not take over; a computer goes to them at once.

const PIXEL: ThisDevice = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0.0.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
};
const IPHONE: ThisDevice = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15',
  maxTouchPoints: 5,
};
/** iPadOS's Safari asks for desktop pages by default and says it is a Mac. */
const IPAD: ThisDevice = {
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  maxTouchPoints: 5,
};
const MAC: ThisDevice = { ...IPAD, maxTouchPoints: 0 };
/** Android's Chrome asking for desktop pages says it is Linux. */
const ANDROID_TABLET_DESKTOP: ThisDevice = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
  maxTouchPoints: 10,
};
const LAPTOP: ThisDevice = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
  maxTouchPoints: 0,
};

describe('this device', () => {
  it('tells Apple’s phones and tablets, iPadOS included, from a Mac', () => {
    expect([IPHONE, IPAD, MAC, PIXEL].map(isApplePhoneOrTablet)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('tells a phone or tablet from a computer', () => {
    expect([IPHONE, IPAD, PIXEL, ANDROID_TABLET_DESKTOP, MAC, LAPTOP].map(isPhoneOrTablet)).toEqual(
      [true, true, true, true, false, false],
    );
  });

  it('finds the app in the App Store on an iPad that says it is a Mac', () => {
    expect(appStoreSearch('Peet’s Coffee', IPAD)).toMatch(/^itms-apps:\/\/search\.itunes/);
    expect(appStoreSearch('Peet’s Coffee', MAC)).toMatch(/^https:\/\/play\.google\.com\//);
  });
});

describe('openBrandApp', () => {
  const visits: string[] = [];
  const original = window.location;
  let visibility: DocumentVisibilityState = 'visible';

  beforeEach(() => {
    vi.useFakeTimers();
    visits.length = 0;
    visibility = 'visible';
    const fake = {
      set href(url: string) {
        visits.push(url);
      },
      assign: (url: string) => visits.push(url),
    };
    Object.defineProperty(window, 'location', { configurable: true, value: fake });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('on a phone, tries the app, then the web shop when the page is still in view', () => {
    openBrandApp('hardeesme://ae/home', 'https://uae.hardees.me/', PIXEL);
    expect(visits).toEqual(['hardeesme://ae/home']);
    vi.advanceTimersByTime(APP_TAKEOVER_MS - 1);
    expect(visits).toEqual(['hardeesme://ae/home']);
    vi.advanceTimersByTime(1);
    expect(visits).toEqual(['hardeesme://ae/home', 'https://uae.hardees.me/']);
  });

  it('on a phone, stays out of the way once the app took over', () => {
    openBrandApp('hardeesme://ae/home', 'https://uae.hardees.me/', IPHONE);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    vi.advanceTimersByTime(APP_TAKEOVER_MS);
    expect(visits).toEqual(['hardeesme://ae/home']);
  });

  it('on a computer, goes to the web shop at once and never asks for the app', () => {
    openBrandApp('hardeesme://ae/home', 'https://uae.hardees.me/', LAPTOP);
    expect(visits).toEqual(['https://uae.hardees.me/']);
    vi.advanceTimersByTime(APP_TAKEOVER_MS);
    expect(visits).toEqual(['https://uae.hardees.me/']);
  });

  it('without anywhere else to go, tries the app even on a computer', () => {
    openBrandApp('kfcarabia://sa/menu', null, MAC);
    vi.advanceTimersByTime(APP_TAKEOVER_MS);
    expect(visits).toEqual(['kfcarabia://sa/menu']);
  });
});
