import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stampClientAddresses } from '@/lib/server/client-address';
import { captureLogLines } from '@/tests/support/log-lines';
import { PASS, throwawayChain } from '../../../support/apple-wallet';

// "Add to Apple Wallet" and Apple's pass web service, the BFF's part (docs/product.md §4 Member
// card in the phone's wallet): nothing without the signing settings; the .pkpass for a signed-in
// member from the app's own page; Apple's paths with the pass's own token, its statuses (201/200,
// 204, 304, 401) and the service's answers passed on. That the service refuses a wrong token and a
// removed pass is tested against the service itself (tests/services/loyalty/ledger/apple-pass.test.ts).

// The device log's lines are read from the server log (tests/support/log-lines.ts).
process.env.LOG_LEVEL = 'warn';
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
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** A .pkpass's pass.json and English strings. */
async function unpacked(reply: Response) {
  const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
  return {
    json: JSON.parse(Buffer.from(files['pass.json']!).toString()),
    strings: Buffer.from(files['en.lproj/pass.strings']!).toString(),
  };
}

/**
 * A handler behind a real HTTP server that stamps its requests as `next start` does
 * (instrumentation.ts), whose request URL names the server's own address as Next's does.
 */
async function overHttp(handler: (request: Request) => Promise<Response>) {
  const server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, [value].flat().join(', '));
    const reply = await handler(new Request(new URL(req.url!, 'http://0.0.0.0:3000'), { headers }));
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    // Through node:http, since fetch may not set Host.
    get: (path: string, headers: Record<string, string>) =>
      new Promise<Response>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })),
            );
          })
          .on('error', reject),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

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
      const reply = await download.GET(req('?locale=ar', { headers: SAME_ORIGIN }));
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

    it('names the public host the request was sent to, not the server’s own', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { download, latest } = await routes();
      // Next's request URL names the server (0.0.0.0:3000 in the container); Host is the public one.
      const headers = { host: 'loyalty.example', ...SAME_ORIGIN };
      const reply = await download.GET(
        new Request('http://0.0.0.0:3000/api/wallet/apple?locale=en', { headers }),
      );
      const { json, strings } = await unpacked(reply);
      expect(json.webServiceURL).toBe('http://loyalty.example/api/wallet/apple');
      expect(strings).toContain('http://loyalty.example/en');
      expect(strings).not.toContain('0.0.0.0');
      callFromServer.mockResolvedValue({
        ok: true,
        status: 200,
        data: {
          ...PASS,
          updatedAt: '2026-11-28T12:00:00.000Z',
          checkedAt: '2026-11-28T12:00:09.000Z',
        },
      });
      const again = await latest.GET(
        new Request(`http://0.0.0.0:3000/api/wallet/apple/v1/passes/${PASS_TYPE}/3007`, {
          headers: { host: 'loyalty.example', ...withToken() },
        }),
        params({ passTypeIdentifier: PASS_TYPE, serialNumber: '3007' }),
      );
      expect((await unpacked(again)).json.webServiceURL).toBe(
        'http://loyalty.example/api/wallet/apple',
      );
    });

    it('takes https from a trusted proxy’s X-Forwarded-Proto, and only from one', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { download } = await routes();
      const server = await overHttp((request) => download.GET(request));
      const headers = {
        host: 'loyalty.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '198.51.100.7',
        ...SAME_ORIGIN,
      };
      try {
        stampClientAddresses(['127.0.0.1']);
        const proxied = await unpacked(await server.get('/api/wallet/apple', headers));
        expect(proxied.json.webServiceURL).toBe('https://loyalty.example/api/wallet/apple');
        expect(proxied.strings).toContain('https://loyalty.example/en');
        // A client that is no proxy of ours chooses nothing by saying https.
        stampClientAddresses([]);
        const direct = await unpacked(await server.get('/api/wallet/apple', headers));
        expect(direct.json.webServiceURL).toBe('http://loyalty.example/api/wallet/apple');
      } finally {
        await server.close();
      }
    });

    it('without Sec-Fetch-Site, takes a link only from a page of this host', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { download } = await routes();
      // Safari before 16.4 sends no Sec-Fetch-*: the Referer (or an Origin) names the page.
      const get = (headers: Record<string, string>) =>
        download.GET(req('', { headers: { host: 'app.test', ...headers } }));
      expect((await get({ referer: 'https://app.test/en' })).status).toBe(200);
      expect((await get({ origin: 'https://app.test' })).status).toBe(200);
      expect(callFromServer).toHaveBeenCalledTimes(2);
      callFromServer.mockClear();
      for (const headers of [
        {} as Record<string, string>,
        { referer: 'https://evil.example/app.test' },
        { referer: 'not a url' },
        { origin: 'null', referer: 'https://app.test/en' },
        { origin: 'https://evil.example' },
      ]) {
        const reply = await get(headers);
        expect(reply.status).toBe(403);
        expect(await reply.json()).toMatchObject({ data: { code: 'forbidden' } });
      }
      expect(callFromServer).not.toHaveBeenCalled();
    });

    it('refuses a link from another site, and passes on a session that ended', async () => {
      const { download } = await routes();
      const foreign = await download.GET(req('', { headers: { 'sec-fetch-site': 'cross-site' } }));
      expect(foreign.status).toBe(403);
      expect(callFromServer).not.toHaveBeenCalled();
      callFromServer.mockResolvedValue({ ...refused, code: 'session_invalid', message: 'Ended' });
      const ended = await download.GET(req('', { headers: SAME_ORIGIN }));
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
      const checkedAt = '2026-11-28T12:00:07.250Z';
      const ask = params({ passTypeIdentifier: PASS_TYPE, serialNumber: '3007' });
      const get = (headers: Record<string, string>) =>
        latest.GET(req(`/v1/passes/${PASS_TYPE}/3007`, { headers }), ask);
      callFromServer.mockResolvedValue({
        ok: true,
        status: 200,
        data: { ...PASS, totalPoints: 1400, updatedAt, checkedAt },
      });
      const fresh = await get(withToken());
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      // The second the service read it in, which the change is before.
      expect(fresh.headers.get('last-modified')).toBe('Sat, 28 Nov 2026 12:00:07 GMT');
      expect(fresh.headers.get('etag')).toBe(`W/"${Date.parse(updatedAt)}"`);
      const { json } = await unpacked(fresh);
      expect(json.storeCard.headerFields[0]).toMatchObject({ key: 'points', value: 1400 });
      expect(callFromServer).toHaveBeenLastCalledWith('apple-pass-latest', {
        serialNumber: '3007',
        authenticationToken: TOKEN,
      });
      const same = await get({ ...withToken(), 'if-none-match': fresh.headers.get('etag')! });
      expect(same.status).toBe(304);
      expect(same.headers.get('etag')).toBe(fresh.headers.get('etag'));
      // Wallet hands Last-Modified back: the copy is current. A date covers only a change no later
      // than its very millisecond.
      const dated = (date: string) => get({ ...withToken(), 'if-modified-since': date });
      expect((await dated(fresh.headers.get('last-modified')!)).status).toBe(304);
      expect((await dated('Sat, 28 Nov 2026 12:00:01 GMT')).status).toBe(304);
      expect((await dated('Sat, 28 Nov 2026 12:00:00 GMT')).status).toBe(200);
      expect((await get({})).status).toBe(401);
      callFromServer.mockResolvedValue(refused);
      expect((await get(withToken())).status).toBe(401);
    });

    it('gives the second change of one second, whichever validator the device sends', async () => {
      const { latest } = await routes();
      const ask = params({ passTypeIdentifier: PASS_TYPE, serialNumber: '3007' });
      const get = (headers: Record<string, string>) =>
        latest.GET(
          req(`/v1/passes/${PASS_TYPE}/3007`, { headers: { ...withToken(), ...headers } }),
          ask,
        );
      const pass = (totalPoints: number, updatedAt: string, checkedAt = updatedAt) =>
        callFromServer.mockResolvedValue({
          ok: true,
          status: 200,
          data: { ...PASS, totalPoints, updatedAt, checkedAt },
        });
      // Read within the second of its change.
      pass(1400, '2026-11-28T12:00:00.200Z', '2026-11-28T12:00:00.450Z');
      const first = await get({});
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      // More points 500 ms later, within the same second as the device's copy.
      pass(1500, '2026-11-28T12:00:00.700Z', '2026-11-28T12:00:03.100Z');
      const sent: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-modified-since': lastModified },
        { 'if-none-match': etag, 'if-modified-since': lastModified },
      ];
      for (const validators of sent) {
        const second = await get(validators);
        expect(second.status).toBe(200);
        expect((await unpacked(second)).json.storeCard.headerFields[0].value).toBe(1500);
      }
      // The device's copy of the second change is then current.
      const latestTag = (await get({})).headers.get('etag')!;
      expect(latestTag).not.toBe(etag);
      expect((await get({ 'if-none-match': `"x", ${latestTag}` })).status).toBe(304);
    });

    it('takes a device’s log messages, a few at a time and within a budget', async () => {
      const { log } = await routes();
      const post = (body: string) => log.POST(req('/v1/log', { method: 'POST', body }));
      const logs = captureLogLines();
      const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T12:00:00Z'));
      try {
        const messages = Array.from(
          { length: 20 },
          (_, i) => `Failed to fetch ${i} ${'x'.repeat(400)}`,
        );
        expect((await post(JSON.stringify({ logs: messages }))).status).toBe(200);
        const first = logs.withMsg('Apple Wallet');
        expect(first).toHaveLength(5);
        expect(first[0]).toMatchObject({ level: 'warn', event: 'apple_wallet_log' });
        expect((first[0]!.message as string).length).toBeLessThanOrEqual(301);
        expect(first[0]!.message).toMatch(/^Failed to fetch 0 x+…$/);
        // 30 messages a minute from every device together; the rest are counted: 15 cut from the
        // first request, 25 over the budget.
        for (let i = 0; i < 10; i++)
          await post(JSON.stringify({ logs: ['a', 'b', 'c', 'd', 'e'] }));
        expect(logs.withMsg('Apple Wallet')).toHaveLength(30);
        now.mockReturnValue(Date.parse('2026-11-28T12:01:00Z'));
        await post(JSON.stringify({ logs: ['after a minute'] }));
        expect(logs.lines.find((l) => l.event === 'apple_wallet_log_dropped')).toMatchObject({
          dropped: 15 + 25,
        });
        expect(logs.withMsg('Apple Wallet').at(-1)).toMatchObject({ message: 'after a minute' });
        expect((await post('{"logs":"no"}')).status).toBe(400);
        expect((await post('not json')).status).toBe(400);
        expect((await post(JSON.stringify({ logs: ['x'.repeat(70_000)] }))).status).toBe(413);
      } finally {
        now.mockRestore();
        logs.restore();
      }
      expect(callFromServer).not.toHaveBeenCalled();
    });
  });
});
