import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRETS } from '@/services/loyalty/dev/demo-secrets';
import { KEEP_ALIVE_TIMEOUT_MS } from '@/services/loyalty/http-server';

// The real entry point (`npm run start:service` = services/loyalty/server.ts) as child
// processes: the sign-in and earning flow, a clean stop on SIGINT/SIGTERM, and two processes on
// one PostgreSQL sharing OTP attempts and rate limits.

interface Child {
  proc: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

function startChild(env: Record<string, string>): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'services/loyalty/server.ts'], {
    cwd: process.cwd(),
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH ?? '',
      LOYALTY_DEMO: '1',
      LOYALTY_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`service did not start: ${out}`)), 60_000);
    proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^\{.*"msg":"loyalty service listening".*\}$/m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: (JSON.parse(m[0]) as { url: string }).url, exited });
      }
    });
    void exited.then((code) => reject(new Error(`service exited ${code}: ${out}`)));
  });
}

const json = async (url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', deviceid: 'child-process-device', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { statusCode: number; data: Record<string, unknown> },
  };
};

const codeFor = async (base: string, cCode: string, phnNo: string) => {
  const outbox = await json(`${base}/dev/outbox?cCode=${encodeURIComponent(cCode)}&phnNo=${phnNo}`);
  return (outbox.body.data.messages as { code: string }[])[0]!.code;
};

describe('the service as a process (PGlite)', () => {
  let child: Child;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'loyalty-pglite-'));
    child = await startChild({ LOYALTY_DATA_DIR: dir });
  }, 90_000);
  afterAll(() => {
    if (child?.proc.exitCode === null) child.proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('login, code from /dev/outbox, verify-otp, amr-auth, sso-sessions, logout → 401', async () => {
    const phone = { cCode: '+971', phnNo: '501234567' };
    expect((await json(`${child.url}/v1/login`, phone)).status).toBe(200);
    const otp = await codeFor(child.url, phone.cCode, phone.phnNo);
    const verified = await json(`${child.url}/v1/verify-otp`, { ...phone, otp });
    expect(verified.status).toBe(200);
    const auth = await json(
      `${child.url}/v1/amr-auth`,
      {
        ...phone,
        deviceId: 'child-process-device',
        clientId: DEMO_SECRETS.clientId,
        clientSecret: DEMO_SECRETS.clientSecret,
        grantType: 'client_credentials',
      },
      { 'x-amr-session-secret': verified.body.data.sessionSecret as string },
    );
    expect(auth.status).toBe(200);
    const bearer = { authorization: `Bearer ${auth.body.data.accessToken as string}` };
    const sessions = await json(`${child.url}/v1/sso-sessions`, {}, bearer);
    expect(sessions.status).toBe(200);
    expect((sessions.body.data.ssoInfo as { logins: unknown[] }).logins).toHaveLength(1);
    expect((await json(`${child.url}/v1/logout`, {}, bearer)).status).toBe(200);
    expect((await json(`${child.url}/v1/sso-sessions`, {}, bearer)).status).toBe(401);
  });

  it('tells a pooling client it holds an idle connection for 65 s, and serves the next request on it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ keepAlive: unknown; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${child.url}/v1/config`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ keepAlive: res.headers['keep-alive'], reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      expect(first).toEqual({
        keepAlive: `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`,
        reused: false,
      });
      expect((await get()).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('stops cleanly on SIGINT', async () => {
    child.proc.kill('SIGINT');
    expect(await child.exited).toBe(0);
  }, 30_000);
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(!!TEST_DATABASE_URL)('two service processes on one PostgreSQL', () => {
  const name = `loyalty_test_proc_${process.pid}_${randomBytes(5).toString('hex')}`;
  let a: Child;
  let b: Child;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // Started together: migrations and the seed must cope with a concurrent start.
    [a, b] = await Promise.all([
      startChild({ DATABASE_URL: url.toString() }),
      startChild({ DATABASE_URL: url.toString() }),
    ]);
  }, 90_000);
  afterAll(async () => {
    for (const c of [a, b]) if (c?.proc.exitCode === null) c.proc.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await admin(`drop database if exists "${name}" with (force)`);
  }, 30_000);

  it('share the resend wait and the OTP attempt count', async () => {
    const phone = { cCode: '+966', phnNo: '559871234' };
    expect((await json(`${a.url}/v1/login`, phone)).status).toBe(201);
    const resend = await json(`${b.url}/v1/login`, phone);
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);
    const code = await codeFor(a.url, phone.cCode, phone.phnNo);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        json(`${i % 2 ? b.url : a.url}/v1/verify-otp`, { ...phone, otp: wrong }),
      ),
    );
    expect(replies.filter((r) => r.body.data.code === 'otp_invalid')).toHaveLength(5);
    expect((await json(`${b.url}/v1/verify-otp`, { ...phone, otp: code })).body.data.code).toBe(
      'otp_locked',
    );
  });

  it('both stop cleanly on SIGTERM', async () => {
    a.proc.kill('SIGTERM');
    b.proc.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  }, 30_000);
});
