import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from './support/flows';
import { call, startHarness, type Harness } from './support/harness';

// Demo mode's /dev/faults: a tester sets one member's call to fail, so the app's error states can
// be driven end to end through its server (balances are read on the server).
describe('demo faults', () => {
  let h: Harness;
  let a: SignedIn;
  let b: SignedIn;
  const fault = (method: 'PUT' | 'DELETE', body: unknown) =>
    fetch(`${h.url}/dev/faults`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const balances = (s: SignedIn) =>
    call(h.url, 'loyalty-brands', { cCode: s.cCode, phnNo: s.phnNo }, { token: s.accessToken });

  beforeAll(async () => {
    h = await startHarness('pglite');
    [a, b] = [await signIn(h), await signIn(h)];
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  it('fails only the chosen call of the chosen member until cleared', async () => {
    expect(
      (await fault('PUT', { call: 'loyalty-brands', cCode: a.cCode, phnNo: a.phnNo })).status,
    ).toBe(200);
    const failed = await balances(a);
    expect(failed.status).toBe(503);
    expect(failed.body.data).toEqual({ code: 'unavailable' });
    expect((await balances(b)).status).toBe(200);
    expect((await call(h.url, 'expiring-soon', {}, { token: a.accessToken })).status).toBe(200);

    expect(
      (await fault('DELETE', { call: 'loyalty-brands', cCode: a.cCode, phnNo: a.phnNo })).status,
    ).toBe(200);
    expect((await balances(a)).status).toBe(200);
  });

  it('refuses an unknown member, or a call it could never fail', async () => {
    // Unknown, inherited from Object, public (no member signed in), or signed in by its handler.
    for (const call of ['no-such-call', 'toString', 'brands', 'transfer-points']) {
      expect((await fault('PUT', { call, cCode: a.cCode, phnNo: a.phnNo })).status, call).toBe(400);
    }
    expect(
      (await fault('PUT', { call: 'loyalty-brands', cCode: '+971', phnNo: '501110000' })).status,
    ).toBe(404);
  });
});
