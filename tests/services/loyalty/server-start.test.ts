import { createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, spawnService, startService } from './support/service-process';

// Starting the real entry point (services/loyalty/server.ts) with what an operator may get wrong:
// it fails fast, non-zero, with one line that says what to fix (docs/production.md §3), and demo
// mode stays on this machine (docs/production.md §2 Demo mode).

/** The output's lines, without the blank ones. */
const linesOf = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

/** Its exit code, or 'still running' (and then it is killed) after `ms`. */
async function exitWithin(child: ReturnType<typeof spawnService>, ms: number) {
  const code = await Promise.race([
    child.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
  if (code === 'still running') child.proc.kill('SIGKILL');
  return code;
}

describe('a start with bad settings', () => {
  it('exits non-zero with one line naming each bad setting', async () => {
    const child = spawnService({
      ...PRODUCTION_ENV,
      DATABASE_URL: 'not-a-url',
      LOYALTY_PORT: 'eighty',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
    });
    expect(await exitWithin(child, 40_000)).toBe(1);
    const lines = linesOf(child.output());
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL: not a PostgreSQL URL/);
    expect(lines[0]).toMatch(/LOYALTY_PORT: /);
    expect(lines[0]).not.toMatch(/ENOTFOUND/);
  }, 60_000);

  it('refuses demo mode on an address other hosts can reach', async () => {
    const child = spawnService({ LOYALTY_DEMO: '1', LOYALTY_HOST: '0.0.0.0' });
    expect(await exitWithin(child, 40_000)).toBe(1);
    const lines = linesOf(child.output());
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/LOYALTY_HOST: .*loopback/);
  }, 60_000);
});

describe('a database that takes the connection and never answers', () => {
  let silent: Server;
  const held: Socket[] = [];
  let port: number;
  beforeAll(async () => {
    silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    held.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the start within the connect timeout, saying so', async () => {
    const started = Date.now();
    const child = spawnService({
      ...PRODUCTION_ENV,
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      DATABASE_URL: `postgres://loyalty:secret-password@127.0.0.1:${port}/loyalty`,
      LOYALTY_DB_CONNECT_TIMEOUT_MS: '1000',
    });
    expect(await exitWithin(child, 40_000), child.output()).toBe(1);
    expect(held.length).toBeGreaterThan(0);
    const lines = linesOf(child.output());
    expect(lines, child.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/database at 127\.0\.0\.1:\d+\/loyalty did not answer within 1000 ms/);
    expect(lines[0]).not.toContain('secret-password');
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 60_000);
});

describe('demo mode by default', () => {
  let child: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    child = await startService({ LOYALTY_DEMO: '1' });
  }, 90_000);
  afterAll(async () => {
    child?.proc.kill('SIGTERM');
    await child?.exited;
  });

  it('listens on 127.0.0.1 only', async () => {
    const line = child.lines().find((l) => l.msg === 'loyalty service listening');
    expect(line?.host).toBe('127.0.0.1');
    const port = new URL(child.url).port;
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outside)
      await expect(fetch(`http://${outside}:${port}/dev/outbox`)).rejects.toThrow(/fetch failed/);
  });
});
