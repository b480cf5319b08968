import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberCard } from '@/lib/contract/member-card';
import { apnsSender, type ApnsSender } from '@/services/loyalty/apple-push/apns';
import { runApplePassPush } from '@/services/loyalty/apple-push/job';
import type { Db } from '@/services/loyalty/db/client';
import { startJobs } from '@/services/loyalty/jobs';
import { q } from '@/services/loyalty/ledger/sql';
import { silentLogger, type Logger } from '@/services/loyalty/logger';
import type { OtpSender } from '@/services/loyalty/otp/sender';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { useLedgerHarness } from '../support/ledger-harness';
import { join, order } from '../support/ledger-flows';
import { startLocalApns, type LocalApns } from '../support/local-apns';
import { metricValue } from '../support/metrics';

// An Apple Wallet pass is woken when its points change (docs/product.md §4 Member card in the
// phone's wallet): the service's job sends each registered device one empty push through APNs
// (services/loyalty/apple-push), here a local HTTP/2 stand-in that checks the request as Apple
// would, and never twice for one change, with several replicas or a slow APNs.

type Pass = { card: MemberCard; apple?: { authenticationToken: string } };
const PASS_TYPE = 'pass.com.amrx.rewards';
const pushToken = () => randomBytes(32).toString('hex');

describe.each(DRIVERS)('Apple pass pushes on %s', (driver) => {
  const h = useLedgerHarness(driver);
  let apns: LocalApns;
  let sender: ApnsSender;
  beforeAll(async () => {
    apns = await startLocalApns();
    sender = apnsSender(apns.settings, { clock: () => h.clock.now(), timeoutMs: 2_000 });
  });
  afterAll(async () => {
    sender?.close();
    await apns?.close();
  });

  /** A member with an Apple pass that `devices` devices registered for (each its own token). */
  async function memberWithPass(devices: number, tokens = [...Array(devices)].map(pushToken)) {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const pass = await call<Pass>(
      h.url,
      'wallet-pass',
      { wallet: 'apple' },
      {
        token: s.accessToken,
      },
    );
    const p = pass.body.data;
    for (const token of tokens) {
      const res = await call(h.url, 'apple-pass-register', {
        deviceLibraryIdentifier: `device-${token.slice(0, 16)}`,
        passTypeIdentifier: PASS_TYPE,
        serialNumber: String(p.card.cardId),
        authenticationToken: p.apple!.authenticationToken,
        pushToken: token,
      });
      expect(res.status).toBe(200);
    }
    return { s, cardId: p.card.cardId, tokens };
  }
  /** Points earned a minute on, so the pass's update tag is newer than anything before. */
  async function earn(s: SignedIn) {
    h.clock.advance(60);
    expect((await order(h, s, 'KFC', 5_000)).status).toBe(200);
  }
  const run = (db: Db = h.db, via: ApnsSender = sender, logger: Logger = silentLogger) =>
    runApplePassPush(db, h.clock.now(), via, logger);
  const registrations = (cardId: number) =>
    q<{ push_token: string; pushed_at: unknown }>(
      h.db,
      sql`select push_token, pushed_at from apple_pass_registrations where card_id = ${cardId}`,
    );

  it('wakes each registered device once when points change, and not again without one', async () => {
    const { s, tokens } = await memberWithPass(2);
    await run();
    expect(apns.to(...tokens)).toEqual([]);
    await earn(s);
    const sentBefore = await metricValue('loyalty_apple_pass_pushes_total', {
      outcome: 'sent',
      reason: 'ok',
    });
    const lines: [string, Record<string, unknown> | undefined][] = [];
    const logger = {
      ...silentLogger,
      info: (msg: string, f?: Record<string, unknown>) => void lines.push([msg, f]),
    };
    await run(h.db, sender, logger);
    const pushes = apns.to(...tokens);
    expect(pushes.map((r) => r.token).sort()).toEqual([...tokens].sort());
    for (const push of pushes)
      expect(push).toMatchObject({
        method: 'POST',
        path: `/3/device/${push.token}`,
        topic: PASS_TYPE,
        pushType: undefined,
        body: '{}',
        signed: true,
      });
    // One provider token, signed once, serves both pushes.
    expect(new Set(pushes.map((r) => r.jwt)).size).toBe(1);
    expect(
      await metricValue('loyalty_apple_pass_pushes_total', { outcome: 'sent', reason: 'ok' }),
    ).toBeGreaterThanOrEqual(sentBefore + 2);
    const [msg, fields] = lines.at(-1)!;
    expect(msg).toBe('apple pass pushes');
    expect(fields).toMatchObject({ correlationId: expect.any(String) });
    expect(fields!.sent).toBeGreaterThanOrEqual(2);

    await run();
    expect(apns.to(...tokens)).toHaveLength(2);
    await earn(s);
    await run();
    expect(apns.to(...tokens)).toHaveLength(4);
  });

  it('sends one push to a device keeping two changed passes', async () => {
    const shared = pushToken();
    const a = await memberWithPass(1, [shared]);
    const b = await memberWithPass(1, [shared]);
    await earn(a.s);
    await earn(b.s);
    await run();
    expect(apns.to(shared)).toHaveLength(1);
    for (const cardId of [a.cardId, b.cardId])
      expect((await registrations(cardId))[0]!.pushed_at).not.toBeNull();
  });

  it('forgets a device APNs says is gone (410, 400 BadDeviceToken), keeps the others', async () => {
    const { s, cardId, tokens } = await memberWithPass(3);
    const [unregistered, bad, live] = tokens as [string, string, string];
    apns.answer(unregistered, { status: 410, reason: 'Unregistered' });
    apns.answer(bad, { status: 400, reason: 'BadDeviceToken' });
    const goneBefore = await metricValue('loyalty_apple_pass_pushes_total', {
      outcome: 'gone',
      reason: 'Unregistered',
    });
    await earn(s);
    expect(await run()).toMatchObject({ gone: 2 });
    expect((await registrations(cardId)).map((r) => r.push_token)).toEqual([live]);
    expect(
      await metricValue('loyalty_apple_pass_pushes_total', {
        outcome: 'gone',
        reason: 'Unregistered',
      }),
    ).toBe(goneBefore + 1);
    await earn(s);
    await run();
    expect(apns.to(unregistered)).toHaveLength(1);
    expect(apns.to(bad)).toHaveLength(1);
    expect(apns.to(live)).toHaveLength(2);
  });

  it('tries a 500, a 429 or a timeout again on the next run, then no more', async () => {
    const quick = apnsSender(apns.settings, { clock: () => h.clock.now(), timeoutMs: 300 });
    try {
      const { s, cardId, tokens } = await memberWithPass(3);
      const [failing, busy, slow] = tokens as [string, string, string];
      apns.answer(failing, { status: 500, reason: 'InternalServerError' }, true);
      apns.answer(busy, { status: 429, reason: 'TooManyRequests' }, true);
      apns.answer(slow, { status: 200, delayMs: 1_000 }, true);
      await earn(s);
      expect(await run(h.db, quick)).toMatchObject({ retry: 3 });
      expect((await registrations(cardId)).map((r) => r.pushed_at)).toEqual([null, null, null]);
      expect(await run(h.db, quick)).toMatchObject({ sent: 3 });
      await run(h.db, quick);
      for (const token of tokens) expect(apns.to(token)).toHaveLength(2);
    } finally {
      quick.close();
    }
  });

  it('sends each push once when two replicas run at once against a slow APNs', async () => {
    const { s, tokens } = await memberWithPass(3);
    for (const token of tokens) apns.answer(token, { status: 200, delayMs: 300 });
    await earn(s);
    const other = driver === 'postgres' ? (await h.startReplica()).db : h.db;
    const second = apnsSender(apns.settings, { clock: () => h.clock.now() });
    try {
      const runs = await Promise.all([run(h.db), run(other, second), run(h.db)]);
      expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
      expect(await run(other, second)).toMatchObject({ sent: 0 });
      expect(
        apns
          .to(...tokens)
          .map((r) => r.token)
          .sort(),
      ).toEqual([...tokens].sort());
    } finally {
      second.close();
    }
  });

  it('signs a new provider token when APNs says it expired, and sends again', async () => {
    const own = apnsSender(apns.settings, { clock: () => h.clock.now() });
    try {
      const { s, tokens } = await memberWithPass(1);
      const [token] = tokens as [string];
      await earn(s);
      expect(await run(h.db, own)).toMatchObject({ sent: 1 });
      // Apple's clock finds that token too old: past 20 minutes a new one may be signed.
      apns.expireTokensIssuedBefore(Math.floor(h.clock.now().getTime() / 1000) + 1);
      h.clock.advance(21 * 60);
      await earn(s);
      expect(await run(h.db, own)).toMatchObject({ sent: 1 });
      const [first, refused, retried] = apns.to(token);
      expect(refused!.jwt).toBe(first!.jwt);
      expect(retried!.jwt).not.toBe(first!.jwt);
      expect(retried!.issuedAt).toBeGreaterThan(first!.issuedAt!);
    } finally {
      apns.expireTokensIssuedBefore(0);
      own.close();
    }
  });

  it('runs in the service’s jobs only with APNs settings, at start', async () => {
    const { s, tokens } = await memberWithPass(1);
    await earn(s);
    const text: OtpSender = { send: async () => {}, sendText: async () => {} };
    const base = {
      db: h.db,
      clock: () => h.clock.now(),
      senders: { push: null, text, logger: silentLogger },
      logger: silentLogger,
    };
    const off = startJobs({ ...base, settings: h.settings });
    expect(off.names).not.toContain('apple pass push');
    await off.stop(10_000);
    expect(apns.to(...tokens)).toEqual([]);

    const on = startJobs({ ...base, settings: { ...h.settings, applePush: apns.settings } });
    expect(on.names).toContain('apple pass push');
    await vi.waitFor(() => expect(apns.to(...tokens)).toHaveLength(1), { timeout: 10_000 });
    await on.stop(10_000);
  });
});
