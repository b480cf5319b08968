import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpChallenges } from '@/services/loyalty/db/schema-auth';
import { lookupKey } from '@/services/loyalty/domain/secrets';
import type { Logger } from '@/services/loyalty/logger';
import { WebhookSender } from '@/services/loyalty/otp/sender';
import { DRIVERS, call, freshIp, freshPhone, startHarness, type Harness } from './support/harness';
import { metricValue } from './support/metrics';

// Outside demo mode: codes go to the SMS webhook, /dev/outbox does not exist, and neither codes
// nor phone numbers reach the logs (docs/quality.md §2 "Personal data").
describe.each(DRIVERS)('OTP delivery by SMS webhook on %s', (driver) => {
  let h: Harness;
  let gateway: Server;
  let gatewayUrl: string;
  let failNext = false;
  const received: {
    to: string;
    text: string;
    channel?: string;
    messageId?: string;
    authorization?: string;
    idempotencyKey?: string;
  }[] = [];
  const logs: string[] = [];
  const logger: Logger = {
    info: (msg, fields) => logs.push(JSON.stringify({ msg, ...fields })),
    warn: (msg, fields) => logs.push(JSON.stringify({ msg, ...fields })),
    error: (msg, fields) => logs.push(JSON.stringify({ msg, ...fields })),
  };

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(503).end();
          return;
        }
        received.push({
          ...(JSON.parse(body) as { to: string; text: string; channel: string }),
          authorization: req.headers.authorization,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    h = await startHarness(driver, {
      settings: { demo: false },
      sender: new WebhookSender(gatewayUrl, 'gateway-token'),
      logger,
    });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => gateway?.close(resolve));
  }, 30_000);

  it('sends the code to the gateway once, with its token', async () => {
    const phone = freshPhone();
    const res = await call(h.url, 'login', phone, { ip: freshIp() });
    expect(res.status).toBe(201);
    const mine = received.filter((r) => r.to === `${phone.cCode}${phone.phnNo}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toMatch(/\b\d{6}\b/);
    expect(mine[0]!.authorization).toBe('Bearer gateway-token');
    expect(mine[0]!.channel).toBe('sms');
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(429);
    expect(received.filter((r) => r.to === `${phone.cCode}${phone.phnNo}`)).toHaveLength(1);
  });

  it('sends a reminder on the channel it is for', async () => {
    const sender = new WebhookSender(gatewayUrl, 'gateway-token');
    await sender.sendText({
      phoneE164: '+971580000001',
      text: 'AMRX: 40 points at KFC expire on 3 December.',
      language: 'en',
      channel: 'whatsapp',
      messageId: 'reminder-7-test',
    });
    expect(received.filter((r) => r.to === '+971580000001')).toEqual([
      {
        to: '+971580000001',
        text: 'AMRX: 40 points at KFC expire on 3 December.',
        language: 'en',
        channel: 'whatsapp',
        messageId: 'reminder-7-test',
        authorization: 'Bearer gateway-token',
        idempotencyKey: 'reminder-7-test',
      },
    ]);
    failNext = true;
    await expect(
      sender.sendText({
        phoneE164: '+971580000001',
        text: 'x',
        language: 'en',
        channel: 'sms',
        messageId: 'reminder-8-test',
      }),
    ).rejects.toThrow('Messaging gateway answered 503');
  });

  it('gives each code its own message id, in the body and the Idempotency-Key header', async () => {
    const phones = [freshPhone(), freshPhone()];
    for (const phone of phones) await call(h.url, 'login', phone, { ip: freshIp() });
    const sent = phones.map((p) => received.find((r) => r.to === `${p.cCode}${p.phnNo}`)!);
    for (const r of sent) {
      expect(r.messageId).toMatch(/^otp-[0-9a-f-]{36}$/);
      expect(r.idempotencyKey).toBe(r.messageId);
    }
    expect(sent[0]!.messageId).not.toBe(sent[1]!.messageId);
  });

  it('counts code sends by outcome', async () => {
    const before = {
      sent: await metricValue('loyalty_code_sends_total', { outcome: 'sent' }),
      failed: await metricValue('loyalty_code_sends_total', { outcome: 'failed' }),
    };
    expect((await call(h.url, 'login', freshPhone(), { ip: freshIp() })).status).toBe(201);
    failNext = true;
    expect((await call(h.url, 'login', freshPhone(), { ip: freshIp() })).status).toBe(500);
    expect(await metricValue('loyalty_code_sends_total', { outcome: 'sent' })).toBe(
      before.sent + 1,
    );
    expect(await metricValue('loyalty_code_sends_total', { outcome: 'failed' })).toBe(
      before.failed + 1,
    );
  });

  it('logs a failed send with the caller’s correlation id and without the number', async () => {
    failNext = true;
    const phone = freshPhone();
    const res = await call(h.url, 'login', phone, {
      ip: freshIp(),
      headers: { 'x-correlation-id': 'web-corr-failed-send' },
    });
    expect(res.status).toBe(500);
    const line = logs.find(
      (l) => l.includes('otp send failed') && l.includes('web-corr-failed-send'),
    );
    expect(line).toBeDefined();
    expect(line).not.toContain(phone.phnNo);
  });

  it('a gateway failure is a clear 500', async () => {
    failNext = true;
    const phone = freshPhone();
    const res = await call(h.url, 'login', phone, { ip: freshIp() });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('We could not send the code. Please try again.');
    // The undelivered code is void: nothing is left to guess at.
    const rows = await h.db
      .select()
      .from(otpChallenges)
      .where(
        eq(
          otpChallenges.phoneHash,
          lookupKey(h.settings.lookupSecret, 'phone', `${phone.cCode}${phone.phnNo}`),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consumedAt).not.toBeNull();
  });

  it('has no /dev/outbox or /dev/faults outside demo mode', async () => {
    const res = await fetch(`${h.url}/dev/outbox`);
    expect(res.status).toBe(404);
    const fault = await fetch(`${h.url}/dev/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'loyalty-brands', cCode: '+971', phnNo: '501234567' }),
    });
    expect(fault.status).toBe(404);
  });

  it('never logs a code or a phone number', async () => {
    const phone = freshPhone();
    await call(h.url, 'login', phone, { ip: freshIp() });
    const code = /\b(\d{6})\b/.exec(received.at(-1)!.text)![1]!;
    await call(h.url, 'verify-otp', { ...phone, otp: code });
    const text = logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(text).not.toContain(code);
    expect(text).not.toContain(phone.phnNo);
    for (const r of received) expect(text).not.toContain(r.to.slice(4));
  });
});
