import { sql } from 'drizzle-orm';
import { q } from '@/services/loyalty/ledger/sql';
import type { Logger } from '@/services/loyalty/logger';
import { WebhookSender } from '@/services/loyalty/otp/sender';
import { runReminders } from '@/services/loyalty/reminders/job';
import { signIn, type SignedIn } from '../support/flows';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { startLocalGateway, type LocalGateway } from '../support/local-gateway';
import { metricValue } from '../support/metrics';
import { morningBeforeExpiry } from '../support/reminder-times';

// Reminders by SMS and WhatsApp through the messaging gateway (docs/product.md §4 Reminders): a
// retry after a late answer reaches the phone once, and a text the gateway never takes ends as
// failed, logged at warn and counted. The job runs on the harness clock, so no test waits for a
// retry; only the sender's timeout is real time.

/**
 * A `late` gateway answers only after this, so those attempts time out. Short, yet long enough
 * that a gateway answering at once is never taken for a late one on a busy machine.
 */
const SENDER_TIMEOUT_MS = 1000;

describe.each(DRIVERS)('reminder texts through the gateway (%s)', (driver) => {
  const h = harnessForBlock(driver);
  let gateway: LocalGateway;
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (msg, fields = {}) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields = {}) => lines.push({ level: 'warn', msg, fields }),
    error: (msg, fields = {}) => lines.push({ level: 'error', msg, fields }),
  };
  const run = () =>
    runReminders(h.db, h.clock.now(), {
      push: null,
      text: new WebhookSender(gateway.url, undefined, SENDER_TIMEOUT_MS),
      logger,
    });

  beforeAll(async () => {
    gateway = await startLocalGateway();
  });
  afterAll(() => gateway.close());

  /** A member allowing these channels; the clock at 10:00 in Dubai 25 days before points expire. */
  async function memberWithPointsExpiring(channels: ('sms' | 'whatsapp')[]): Promise<SignedIn> {
    const s = await signIn(h);
    for (const type of channels)
      await call(
        h.url,
        'update-permission',
        { type, status: 'activated' },
        { token: s.accessToken },
      );
    h.clock.freeze(await morningBeforeExpiry(h, s, 25));
    // The seeded members have points expiring then too: only this member may be texted, so what
    // a run sends, logs and counts is theirs.
    await h.db.execute(sql`update member_permissions set status = 'deactivated'
      where member_id <> ${s.memberId} and type in ('sms', 'whatsapp')`);
    return s;
  }

  const deliveriesOf = (s: SignedIn) =>
    q<{ id: unknown; channel: string; status: string; attempts: number; outcome: string | null }>(
      h.db,
      sql`select d.id, d.channel, d.status, d.attempts, d.outcome from reminder_deliveries d
          join reminder_notices n on n.id = d.notice_id
          where n.member_id = ${s.memberId} order by d.channel`,
    );

  it('sends a text once when the gateway takes it but answers after the timeout', async () => {
    const s = await memberWithPointsExpiring(['sms', 'whatsapp']);
    const phone = `${s.cCode}${s.phnNo}`;
    gateway.answer('late');
    expect(await run()).toMatchObject({ notices: 1, sent: 0, retrying: 2 });
    // The gateway is quick again by the retry, a minute later.
    gateway.answer('ok');
    h.clock.advance(60);
    expect(await run()).toMatchObject({ sent: 2, retrying: 0 });

    // What reached the phone: one message per delivery.
    const delivered = gateway.delivered(phone);
    expect(delivered.map((d) => d.channel).sort()).toEqual(['sms', 'whatsapp']);
    const requests = gateway.requests(phone);
    expect(requests).toHaveLength(4);
    for (const r of requests) {
      expect(r.messageId).toEqual(expect.any(String));
      expect(r.idempotencyKey).toBe(r.messageId);
    }
    // Every request of one delivery carries its id; the two channels are two messages.
    const ids = (channel: string) =>
      new Set(requests.filter((r) => r.channel === channel).map((r) => r.messageId));
    expect(ids('sms').size).toBe(1);
    expect(ids('whatsapp').size).toBe(1);
    expect([...ids('sms')]).not.toEqual([...ids('whatsapp')]);
    expect(await deliveriesOf(s)).toMatchObject([
      { channel: 'sms', status: 'sent', attempts: 2 },
      { channel: 'whatsapp', status: 'sent', attempts: 2 },
    ]);
  });

  it('marks a text the gateway refuses at every attempt failed, logs it at warn and counts it', async () => {
    const s = await memberWithPointsExpiring(['sms']);
    const phone = `${s.cCode}${s.phnNo}`;
    gateway.answer(503);
    const counted = { channel: 'sms', outcome: 'failed' };
    const failedBefore = await metricValue('loyalty_text_deliveries_total', counted);
    const retriesBefore = await metricValue('loyalty_text_deliveries_total', {
      ...counted,
      outcome: 'retry',
    });
    lines.length = 0;
    // docs/product.md §4 Reminders: tried at +0, 1, 5, 30 and 120 minutes, then given up.
    const waits = [0, 60, 5 * 60, 30 * 60, 2 * 3600];
    for (const [i, wait] of waits.entries()) {
      h.clock.advance(wait);
      await run();
      expect(gateway.requests(phone)).toHaveLength(i + 1);
    }
    // Hours later, still in the day: nothing more is tried.
    h.clock.advance(6 * 3600);
    await run();
    expect(gateway.requests(phone)).toHaveLength(5);
    expect(gateway.delivered(phone)).toEqual([]);

    const [delivery] = await deliveriesOf(s);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5, outcome: 'gateway_503' });
    const warned = lines.filter((l) => l.level === 'warn');
    expect(warned).toEqual([
      {
        level: 'warn',
        msg: 'reminder delivery failed',
        fields: expect.objectContaining({
          correlationId: expect.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/),
          deliveryId: Number(delivery!.id),
          channel: 'sms',
          attempts: 5,
          outcome: 'gateway_503',
        }),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(s.phnNo);
    expect(await metricValue('loyalty_text_deliveries_total', counted)).toBe(failedBefore + 1);
    expect(
      await metricValue('loyalty_text_deliveries_total', { ...counted, outcome: 'retry' }),
    ).toBe(retriesBefore + 4);
  });
});
