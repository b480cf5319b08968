import { createHash } from 'node:crypto';
import { test as base, type TestInfo } from '@playwright/test';

// Every test is a client of its own, as members behind a load balancer are: its requests carry
// the address the proxy in front would forward, and the end-to-end server trusts its one peer,
// 127.0.0.1, as that proxy (TRUSTED_PROXIES in playwright.config.ts; lib/server/client-address.ts).
// So the loyalty service's per-address limits count each test on its own, as they would count
// each member, rather than the whole suite as one client.

/** An address in 198.18.0.0/15 (set aside for tests like these), fixed for a test and its retry. */
export function clientAddressFor(testInfo: TestInfo, device = 0): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.retry}:${device}`)
    .digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${digest[2]! || 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo) });
  },
});

export { expect } from '@playwright/test';
