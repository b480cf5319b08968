import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import {
  blockListOf,
  resolveClientAddress,
  resolveClientProtocol,
  stampClientAddresses,
} from '@/lib/server/client-address';
import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { configureBffEnv } from '../lib/bff/harness';

// docs/quality.md §2 item 22: the client is the socket's peer, unless that peer is a configured trusted
// proxy, whose forwarded address then counts. Through a real HTTP server stamping its requests as
// `next start` does (instrumentation.ts), the real BFF route and the real loyalty service.

describe('resolveClientAddress', () => {
  const none = blockListOf([]);
  const proxies = blockListOf(['10.0.0.0/8', '127.0.0.1', '::1']);

  it('is the socket peer when no proxy is trusted, whatever the request says', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.9', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.9, 1.2.3.4', none)).toBe(
      '127.0.0.1',
    );
    expect(resolveClientAddress(undefined, '203.0.113.9', none)).toBeUndefined();
  });

  it('walks back through trusted proxies only', () => {
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9', proxies)).toBe('203.0.113.9');
    // The client wrote the first entry itself; each trusted proxy appended the one after it.
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 203.0.113.9, 10.9.9.9', proxies)).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress('127.0.0.1', ['6.6.6.6', '203.0.113.9'], proxies)).toBe(
      '203.0.113.9',
    );
    // A peer that is no proxy of ours is the client, whatever it forwards.
    expect(resolveClientAddress('198.51.100.7', '203.0.113.9', proxies)).toBe('198.51.100.7');
    // A malformed hop ends the walk at the last proxy.
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip', proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
  });
});

describe('resolveClientProtocol', () => {
  const proxies = blockListOf(['10.0.0.0/8', '::1']);

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    const from = (remoteAddress: string, encrypted?: boolean) => ({ remoteAddress, encrypted });
    expect(resolveClientProtocol(from('10.1.2.3'), 'https', proxies)).toBe('https');
    expect(resolveClientProtocol(from('::1'), ['HTTPS'], proxies)).toBe('https');
    // The outermost proxy's scheme comes first.
    expect(resolveClientProtocol(from('10.1.2.3'), 'http, https', proxies)).toBe('http');
    expect(resolveClientProtocol(from('10.1.2.3'), undefined, proxies)).toBe('http');
    expect(resolveClientProtocol(from('198.51.100.7'), 'https', proxies)).toBe('http');
    // A TLS socket is https whoever it is and whatever it says.
    expect(resolveClientProtocol(from('198.51.100.7', true), 'http', proxies)).toBe('https');
  });
});

describe('a server that stamps client addresses', () => {
  it('overwrites what the client wrote with the address of its socket', async () => {
    stampClientAddresses([]);
    const echo = http.createServer((req, res) =>
      res.end(`${req.headers['x-amrx-client-address']} ${req.headers['x-amrx-client-protocol']}`),
    );
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/`;
    try {
      const forged = await fetch(url, {
        headers: {
          'x-forwarded-for': '203.0.113.9',
          'x-amrx-client-address': '203.0.113.9',
          'x-forwarded-proto': 'https',
          'x-amrx-client-protocol': 'https',
        },
      });
      expect(await forged.text()).toBe('127.0.0.1 http');
      stampClientAddresses(['127.0.0.1']);
      const proxied = await fetch(url, {
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' },
      });
      expect(await proxied.text()).toBe('198.51.100.7 https');
    } finally {
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

describe('the BFF behind a server that stamps client addresses', () => {
  let service: RunningService;
  let app: http.Server;
  let appUrl = '';

  beforeAll(async () => {
    configureBffEnv('http://127.0.0.1:1');
    process.env.BFF_CALL_DEADLINE_MS = '10000';
    // A ceiling of 30 attempts per client address (300 by default, for carrier-grade NAT), so the
    // tests below reach it quickly; each login comes without a device cookie, so each is a new
    // device and only the address limit can refuse it.
    process.env.LOYALTY_CODE_SENDS_PER_ADDRESS = '30';
    service = await startLoyaltyService({ port: 0, demo: true });
    process.env.UPSTREAM_URL = service.url;
    const { serveBff } = await import('@/lib/bff/route-handler');
    app = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const request = new NextRequest(new URL(req.url!, 'http://app.test'), {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      const response = await serveBff(request, 'POST');
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
    await service?.close();
  });

  const login = (phnNo: string, forwardedFor: string) =>
    fetch(`${appUrl}/api/amr-loyalty/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: appUrl,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': forwardedFor,
        // A client's own claim to the stamp's header is overwritten.
        'x-amrx-client-address': forwardedFor,
      },
      body: JSON.stringify({ cCode: '+971', phnNo }),
    }).then((r) => r.status);
  /** A number in a prefix of its own, so only the per-address limit can refuse it. */
  const number = (i: number, series: number) => `5${series}${String(i).padStart(3, '0')}4567`;
  const sent = () => service.outbox!.list().length;

  it('forged X-Forwarded-For values from one socket are limited like one client', async () => {
    stampClientAddresses([]);
    const before = sent();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await login(number(i, 0), `203.0.113.${i + 1}`));
    // The service here allows 30 sends per client address in ten minutes (set above).
    expect(statuses.slice(0, 30).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(sent() - before).toBe(30);
  }, 60_000);

  it('behind a configured proxy, the address it forwards counts', async () => {
    stampClientAddresses(['127.0.0.1']);
    const before = sent();
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) fresh.push(await login(number(i, 2), `198.51.100.${i + 1}`));
    expect(fresh.every((s) => s === 200 || s === 201)).toBe(true);
    expect(sent() - before).toBe(5);
    // One client behind the proxy, whatever it writes before the proxy's entry, is one client.
    const one: number[] = [];
    for (let i = 0; i < 31; i++) one.push(await login(number(i, 4), `6.6.6.${i}, 192.0.2.44`));
    expect(one.slice(0, 30).every((s) => s === 200 || s === 201)).toBe(true);
    expect(one[30]).toBe(429);
  }, 60_000);
});
