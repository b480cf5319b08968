import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OtpSender } from '@/services/loyalty/otp/sender';
import { startLoyaltyService } from '@/services/loyalty/start';
import { call, freshPhone, testSettings } from './support/harness';
import { PRODUCTION_ENV, startService } from './support/service-process';

// A stop lets the requests in flight finish (docs/production.md §2 Stopping the service): a member
// whose code was being sent when the service was told to stop gets the answer, not a reset
// connection, and nobody new gets in meanwhile.

/** A sender that holds each code until the test lets it go. */
function heldSender() {
  let release!: () => void;
  let arrived!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sending = new Promise<void>((resolve) => (arrived = resolve));
  const sender: OtpSender = {
    send: async () => {
      arrived();
      await gate;
    },
    sendText: async () => {},
  };
  return { sender, sending, release };
}

/** Raw HTTP/1.1 on one socket, so a request can be sent in parts. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    send: (text: string) => socket.write(text),
    ended,
    received: () => received,
  };
}

/** The service outside demo mode, its code sends held, with that grace period. */
async function startHeld(shutdownGraceSeconds: number) {
  const held = heldSender();
  const service = await startLoyaltyService({
    port: 0,
    demo: false,
    settings: testSettings({ demo: false }),
    sender: held.sender,
    shutdownGraceSeconds,
  });
  return { held, service };
}

describe('closing the service', () => {
  it('answers a request in flight in full, refuses new connections, and says it is stopping', async () => {
    const { held, service } = await startHeld(20);
    const conn = rawConnection(service.port);
    const body = JSON.stringify(freshPhone());
    conn.send(
      `POST /v1/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n` +
        `deviceid: shutdown-device\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // A probe whose request is half-way in when the stop begins: the server reads it to the end.
    const probe = rawConnection(service.port);
    probe.send('GET /ready HTTP/1.1\r\nhost: x\r\n');
    await held.sending;
    const closed = service.close();
    probe.send('\r\n');
    await probe.ended;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(probe.received()).toContain('"reason":"stopping"');
    expect(probe.received().toLowerCase()).toContain('connection: close');
    await expect(fetch(`${service.url}/health`)).rejects.toThrow(/fetch failed/);
    held.release();
    await closed;
    await conn.ended;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(conn.received()).toContain('"resendAfterSeconds"');
    // The reply tells the client not to send another request on the connection.
    expect(conn.received().toLowerCase()).toContain('connection: close');
  }, 60_000);

  it('cuts what is still running when the grace period ends', async () => {
    const { held, service } = await startHeld(1);
    const reply = call(service.url, 'login', freshPhone()).catch((err: unknown) => err);
    await held.sending;
    const started = Date.now();
    await service.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await reply).toBeInstanceOf(Error);
    held.release();
  }, 60_000);
});

/** A messaging gateway that takes each message and answers only when the test lets it. */
async function heldGateway() {
  const waiting: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => waiting.push(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    waiting: () => waiting.length,
    release: () => waiting.splice(0).forEach((res) => res.writeHead(202).end()),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the service process on SIGTERM', () => {
  let gateway: Awaited<ReturnType<typeof heldGateway>>;
  let child: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    gateway = await heldGateway();
    child = await startService({ ...PRODUCTION_ENV, SMS_WEBHOOK_URL: gateway.url });
  }, 90_000);
  afterAll(async () => {
    if (child?.proc.exitCode === null) child.proc.kill('SIGKILL');
    await gateway?.close();
  });

  it('finishes the sign-in whose code is being sent, refuses new connections, then exits 0', async () => {
    const reply = call(child.url, 'login', freshPhone());
    for (let i = 0; i < 100 && gateway.waiting() === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(gateway.waiting()).toBe(1);
    child.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`${child.url}/health`)).rejects.toThrow(/fetch failed/);
    gateway.release();
    const answered = await reply;
    expect(answered.status).toBe(201);
    expect(answered.body.data).toHaveProperty('resendAfterSeconds');
    expect(await child.exited).toBe(0);
    expect(child.lines().map((l) => l.msg)).toEqual(
      expect.arrayContaining(['stopping', 'stopped']),
    );
  }, 60_000);
});
