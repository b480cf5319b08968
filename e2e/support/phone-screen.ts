import { devices } from '@playwright/test';

/**
 * The phone the suite holds: a Pixel 7's browser name, screen density and touch, at 390 × 844.
 * Without the device's browser type, which a describe or a file cannot change: every worker has
 * the project's one browser.
 */
const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
export const PHONE_SCREEN = {
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
  viewport: { width: 390, height: 844 },
};
