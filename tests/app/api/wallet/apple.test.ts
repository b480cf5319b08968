import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASS, throwawayChain } from '../../../support/apple-wallet';

// "Add to Apple Wallet" and Apple's pass web service, the BFF's part (docs/product.md §4 Member
// card in the phone's wallet): nothing without the signing settings; the .pkpass for a signed-in
// member from the app's own page; Apple's paths with the pass's own token, its statuses (201/200,
// 204, 304, 401) and the service's answers passed on. That the service refuses a wrong token and a
// removed pass is tested against the service itself (tests/services/loyalty/ledger/apple-pass.test.ts).

const callFromServer = vi.fn();
vi.mock('@/lib/bff/server-call', () => ({ callFromServer }));

const PASS_TYPE = 'pass.com.amrx.test';
const TOKEN = PASS.apple.authenticationToken;
const SETTINGS = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_SIGNER_CERT',
  'APPLE_WALLET_SIGNER_KEY',
  'APPLE_WALLET_SIGNER_KEY_PASSPHRASE',
  'APPLE_WALLET_WWDR_CERT',
];
const BASE = 'http://app.test/api/wallet/apple';
const REGISTRATION = `/v1/devices/dev-1/registrations/${PASS_TYPE}/3007`;

async function routes() {
  vi.resetModules(); // the environment is read once per process (lib/config/env.ts)
  const dir = 'app/api/wallet/apple';
  const devices = `${dir}/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]`;
  return {
    download: await import(`@/${dir}/route`),
    registration: await import(`@/${devices}/[serialNumber]/route`),
    serials: await import(`@/${devices}/route`),
    latest: await import(`@/${dir}/v1/passes/[passTypeIdentifier]/[serialNumber]/route`),
    log: await import(`@/${dir}/v1/log/route`),
  };
}

const req = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`${BASE}${path}`, init);
const withToken = (token = TOKEN) => ({ authorization: `ApplePass ${token}` });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const reg = {
  deviceLibraryIdentifier: 'dev-1',
  passTypeIdentifier: PASS_TYPE,
  serialNumber: '3007',
};
const refused = { ok: false, status: 401, code: 'unauthorized', message: 'This pass is not live' };

describe('the Apple Wallet routes', () => {
  let dir: string;
  let chain: ReturnType<typeof throwawayChain>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pkpass-route-'));
    chain = throwawayChain(dir, PASS_TYPE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => {
    process.env.SESSION_PASSWORD = 's'.repeat(48);
    callFromServer.mockReset();
  });
  afterEach(() => {
    for (const name of SETTINGS) delete process.env[name];
  });

  it('do not exist without the signing settings', async () => {
    const r = await routes();
    expect((await r.download.GET(req(''))).status).toBe(404);
    const registered = await r.registration.POST(
      req(REGISTRATION, { method: 'POST', headers: withToken(), body: '{"pushToken":"p"}' }),
      params(reg),
    );
    expect(registered.status).toBe(404);
    expect((await r.log.POST(req('/v1/log', { method: 'POST', body: '{}' }))).status).toBe(404);
    expect(callFromServer).not.toHaveBeenCalled();
  });

  describe('with the signing settings', () => {
    beforeEach(() => {
      process.env.APPLE_WALLET_PASS_TYPE_ID = PASS_TYPE;
      process.env.APPLE_WALLET_TEAM_ID = 'ABCDE12345';
      // As an env file holds them: one line each, newlines written as \n.
      const line = (pem: string) => pem.replace(/\n/g, '\\n');
      process.env.APPLE_WALLET_SIGNER_CERT = line(chain.signerCert);
      process.env.APPLE_WALLET_SIGNER_KEY = line(chain.signerKey);
      process.env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE = chain.signerKeyPassphrase;
      process.env.APPLE_WALLET_WWDR_CERT = line(chain.wwdr);
    });

    it('downloads the signed-in member’s new pass as a .pkpass', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { download } = await routes();
      const reply = await download.GET(
        req('?locale=ar', { headers: { 'sec-fetch-site': 'same-origin' } }),
      );
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(callFromServer).toHaveBeenCalledWith('wallet-pass', { wallet: 'apple' }, 'ar');
      const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
      expect(JSON.parse(Buffer.from(files['pass.json']!).toString())).toMatchObject({
        webServiceURL: 'http://app.test/api/wallet/apple',
        authenticationToken: TOKEN,
      });
    });

    it('refuses a link from another site, and passes on a session that ended', async () => {
      const { download } = await routes();
      const foreign = await download.GET(req('', { headers: { 'sec-fetch-site': 'cross-site' } }));
      expect(foreign.status).toBe(403);
      expect(callFromServer).not.toHaveBeenCalled();
      callFromServer.mockResolvedValue({ ...refused, code: 'session_invalid', message: 'Ended' });
      const ended = await download.GET(req(''));
      expect(ended.status).toBe(401);
      expect(await ended.json()).toMatchObject({ data: { code: 'session_invalid' } });
    });

    it('registers a device with the pass’s token: 201 new, 200 again, 401 refused', async () => {
      const { registration } = await routes();
      const post = (headers: Record<string, string>) =>
        registration.POST(
          req(REGISTRATION, { method: 'POST', headers, body: '{"pushToken":"push-1"}' }),
          params(reg),
        );
      expect((await post({})).status).toBe(401);
      expect(callFromServer).not.toHaveBeenCalled();
      callFromServer.mockResolvedValueOnce({ ok: true, status: 200, data: { created: true } });
      expect((await post(withToken())).status).toBe(201);
      expect(callFromServer).toHaveBeenLastCalledWith('apple-pass-register', {
        ...reg,
        authenticationToken: TOKEN,
        pushToken: 'push-1',
      });
      callFromServer.mockResolvedValueOnce({ ok: true, status: 200, data: { created: false } });
      expect((await post(withToken())).status).toBe(200);
      // A wrong token, or the pass removed under Active sessions: the service refuses it.
      callFromServer.mockResolvedValueOnce(refused);
      expect((await post(withToken('w'.repeat(43)))).status).toBe(401);
      // Another pass type is none of ours.
      const other = await registration.POST(
        req(REGISTRATION, { method: 'POST', headers: withToken(), body: '{"pushToken":"p"}' }),
        params({ ...reg, passTypeIdentifier: 'pass.com.other' }),
      );
      expect(other.status).toBe(404);
    });

    it('unregisters a device', async () => {
      const { registration } = await routes();
      callFromServer.mockResolvedValueOnce({ ok: true, status: 200, data: { removed: true } });
      const reply = await registration.DELETE(
        req(REGISTRATION, { method: 'DELETE', headers: withToken() }),
        params(reg),
      );
      expect(reply.status).toBe(200);
      expect(callFromServer).toHaveBeenLastCalledWith('apple-pass-unregister', {
        ...reg,
        authenticationToken: TOKEN,
      });
      callFromServer.mockResolvedValueOnce(refused);
      const again = await registration.DELETE(
        req(REGISTRATION, { method: 'DELETE', headers: withToken() }),
        params(reg),
      );
      expect(again.status).toBe(401);
    });

    it('lists the device’s changed passes since its tag, 204 when none', async () => {
      const { serials } = await routes();
      const ask = params({ deviceLibraryIdentifier: 'dev-1', passTypeIdentifier: PASS_TYPE });
      callFromServer.mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { serialNumbers: ['3007'], lastUpdated: '1795800000000' },
      });
      const listed = await serials.GET(
        req('/v1/devices/dev-1/registrations/x?passesUpdatedSince=17'),
        ask,
      );
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual({
        serialNumbers: ['3007'],
        lastUpdated: '1795800000000',
      });
      expect(callFromServer).toHaveBeenLastCalledWith('apple-pass-serials', {
        deviceLibraryIdentifier: 'dev-1',
        passTypeIdentifier: PASS_TYPE,
        passesUpdatedSince: '17',
      });
      callFromServer.mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { serialNumbers: [], lastUpdated: '' },
      });
      expect((await serials.GET(req('/v1/devices/dev-1/registrations/x'), ask)).status).toBe(204);
    });

    it('gives the latest pass with the points of now, 304 when unchanged, 401 refused', async () => {
      const { latest } = await routes();
      const updatedAt = '2026-11-28T12:00:00.500Z';
      const ask = params({ passTypeIdentifier: PASS_TYPE, serialNumber: '3007' });
      const get = (headers: Record<string, string>) =>
        latest.GET(req(`/v1/passes/${PASS_TYPE}/3007`, { headers }), ask);
      callFromServer.mockResolvedValue({
        ok: true,
        status: 200,
        data: { ...PASS, totalPoints: 1400, updatedAt },
      });
      const fresh = await get(withToken());
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      expect(fresh.headers.get('last-modified')).toBe('Sat, 28 Nov 2026 12:00:00 GMT');
      const files = unzipSync(new Uint8Array(await fresh.arrayBuffer()));
      const json = JSON.parse(Buffer.from(files['pass.json']!).toString());
      expect(json.storeCard.headerFields[0]).toMatchObject({ key: 'points', value: 1400 });
      expect(callFromServer).toHaveBeenLastCalledWith('apple-pass-latest', {
        serialNumber: '3007',
        authenticationToken: TOKEN,
      });
      const same = await get({
        ...withToken(),
        'if-modified-since': 'Sat, 28 Nov 2026 12:00:00 GMT',
      });
      expect(same.status).toBe(304);
      const older = await get({
        ...withToken(),
        'if-modified-since': 'Sat, 28 Nov 2026 11:59:59 GMT',
      });
      expect(older.status).toBe(200);
      expect((await get({})).status).toBe(401);
      callFromServer.mockResolvedValue(refused);
      expect((await get(withToken())).status).toBe(401);
    });

    it('takes a device’s log messages', async () => {
      const { log } = await routes();
      const reply = await log.POST(
        req('/v1/log', { method: 'POST', body: JSON.stringify({ logs: ['Failed to fetch'] }) }),
      );
      expect(reply.status).toBe(200);
      expect(callFromServer).not.toHaveBeenCalled();
    });
  });
});
