import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from '@/services/loyalty/logger';
import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { signIn } from './support/flows';
import { call, testSettings, type Harness } from './support/harness';
import { LEDGER_SETTINGS, join, order, transfer } from './support/ledger-flows';

// What the operator sees (docs/production.md §10 Logs, §13 Metrics): one JSON access line per
// request naming the route pattern, never the path, a phone, a code or a body; unexpected errors
// with their stack and SQLSTATE but not the driver's wording; Prometheus metrics on a listener of
// their own; and, with a DSN, a Sentry report as scrubbed as the log.

const PHONE = '501234567';
/** A driver error as node-postgres raises it: its message quotes the row, phone number included. */
const driverError = () =>
  Object.assign(new Error(`new row for relation "members" violates check (+971${PHONE})`), {
    name: 'DatabaseError',
    code: '23514',
    severity: 'ERROR',
    table: 'members',
    constraint: 'members_phone_check',
  });

let failure: (() => Error) | null = null;
const clock = () => {
  if (failure) throw failure();
  return new Date();
};
const lines: Record<string, unknown>[] = [];
const logger = jsonLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });

/** A Sentry endpoint on this machine: the envelopes the service sends, as text. */
async function envelopeSink() {
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push(
        (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString(),
      );
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dsn: `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('logs, metrics and error reports of the service', () => {
  let service: RunningService;
  let h: Harness;
  let sink: Awaited<ReturnType<typeof envelopeSink>>;
  beforeAll(async () => {
    sink = await envelopeSink();
    service = await startLoyaltyService({
      port: 0,
      demo: true,
      settings: testSettings(LEDGER_SETTINGS),
      clock,
      logger,
      metrics: { port: 0 },
      sentry: { dsn: sink.dsn, environment: 'test' },
    });
    h = { url: service.url, outbox: service.outbox } as unknown as Harness;
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await sink?.close();
  });
  const scrape = async () => (await fetch(service.metricsUrl!)).text();

  it('logs one access line per request: route pattern, status, time and correlation id only', async () => {
    const s = await signIn(h, { phone: { cCode: '+971', phnNo: PHONE } });
    expect((await fetch(`${service.url}/members/971${PHONE}`)).status).toBe(404);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.find((l) => l.route === '/v1/login')).toMatchObject({
      level: 'info',
      method: 'POST',
      status: 200,
      ms: expect.any(Number),
      correlationId: expect.any(String),
      t: expect.any(String),
      app: 'loyalty',
    });
    expect(access.find((l) => l.route === 'unmatched')).toMatchObject({ status: 404 });
    const text = JSON.stringify(lines.filter((l) => l.msg !== 'demo otp'));
    for (const secret of [PHONE, s.accessToken, s.refreshToken, s.sessionSecret])
      expect(text).not.toContain(secret);
    expect(Object.keys(access[0]!).sort()).toEqual(
      ['app', 'correlationId', 'level', 'method', 'ms', 'msg', 'route', 'status', 't'].sort(),
    );
  });

  it('logs an unexpected error with its stack and SQLSTATE, never the driver message', async () => {
    failure = driverError;
    const reply = await call(service.url, 'login', { cCode: '+971', phnNo: PHONE });
    failure = null;
    expect(reply.status).toBe(500);
    expect(JSON.stringify(reply.body)).not.toMatch(/violates|members_phone/);
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 'error',
      route: '/v1/login',
      correlationId: reply.body.data.correlationId,
      error: { name: 'DatabaseError', sqlState: '23514', table: 'members' },
    });
    const error = logged!.error as Record<string, unknown>;
    expect(error.stack).toMatch(/at /);
    expect(error).not.toHaveProperty('message');
    expect(JSON.stringify(logged)).not.toContain(PHONE);
  });

  it('keeps the message and the cause of an error that is not the database’s', async () => {
    failure = () => new TypeError('clock unset', { cause: new RangeError('no time zone') });
    const reply = await call(service.url, 'config');
    failure = null;
    expect(reply.status).toBe(500);
    expect(lines.findLast((l) => l.msg === 'unhandled error')?.error).toMatchObject({
      name: 'TypeError',
      message: 'clock unset',
      cause: { name: 'RangeError', message: 'no time zone' },
    });
  });

  it('reports the unexpected error to Sentry, scrubbed as the log is', async () => {
    for (let i = 0; i < 50 && !sink.received.some((e) => e.includes('DatabaseError')); i++)
      await new Promise((r) => setTimeout(r, 100));
    const report = sink.received.find((e) => e.includes('DatabaseError'));
    expect(report).toBeDefined();
    expect(report).toContain('"sqlstate":"23514"');
    expect(report).toContain('"route":"/v1/login"');
    expect(report).not.toContain(PHONE);
    expect(report).not.toContain('violates');
  });

  it('serves Prometheus metrics on their own listener: requests, latency, process', async () => {
    expect(service.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(`${service.url}/metrics`)).status).toBe(404);
    const text = await scrape();
    expect(text).toMatch(
      /loyalty_http_requests_total\{route="\/v1\/login",method="POST",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /loyalty_http_requests_total\{route="unmatched",method="GET",status="404"\}/,
    );
    expect(text).toMatch(
      /loyalty_http_request_duration_seconds_bucket\{le="0\.5",route="\/v1\/login",method="POST"\}/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/loyalty_code_sends_total\{outcome="sent"\} [1-9]/);
    expect(text).not.toContain(PHONE);
  });

  it('counts point-moving calls by operation and outcome', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    expect((await order(h, s, 'AMRX', 20_000)).status).toBe(200);
    expect((await transfer(h, s, 'AMRX', 'KFC', 50)).status).toBe(200);
    expect((await transfer(h, s, 'AMRX', 'KFC', 10)).status).toBe(400);
    const unlock = await call(
      h.url,
      'redeem-reward',
      { brand: 'KFC', id: 'kfc-welcome-fries', action: 'unlock', idempotencyKey: 'obs-unlock-1' },
      { token: s.accessToken },
    );
    const text = await scrape();
    expect(text).toMatch(/loyalty_ledger_operations_total\{operation="order",outcome="ok"\} [1-9]/);
    expect(text).toMatch(
      /loyalty_ledger_operations_total\{operation="transfer",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /loyalty_ledger_operations_total\{operation="transfer",outcome="below_minimum"\} [1-9]/,
    );
    const outcome = unlock.status === 200 ? 'ok' : String(unlock.body.data.code);
    expect(text).toContain(
      `loyalty_ledger_operations_total{operation="voucher_unlock",outcome="${outcome}"}`,
    );
  });
});
