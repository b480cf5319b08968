import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/services/loyalty/db/client';
import { quote } from '@/services/loyalty/ledger/transfer';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';
import { LEDGER_SETTINGS, balances, join, key, order, transfer } from '../support/ledger-flows';

// Transfers between brands (docs/architecture.md §4; docs/quality.md I4–I6 and §2 items 2–6).

const MIGRATION_0017 = readFileSync(
  'services/loyalty/migrations/0017_transfer_reply_fractions.sql',
  'utf8',
);
describe.each(DRIVERS)('transfers on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: LEDGER_SETTINGS });
  afterEach(async () => {
    h.clock.unfreeze();
    expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
  });

  /**
   * A member of AMRX, KFC, PHD and TGIF with `amrx` AMRX points (≥ 100): the 100 joining bonus
   * every new member gets, and the rest earned today.
   */
  async function funded(amrx: number): Promise<SignedIn> {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD', 'TGIF']);
    for (let left = amrx - 100; left > 0; left -= 250)
      await order(h, s, 'AMRX', Math.min(left, 250) * 100);
    return s;
  }

  it('quotes at the posted rate, rounding down, with the minimum and the remaining limit', async () => {
    const s = await funded(250);
    const res = await call(
      h.url,
      'transfer-quote',
      { sourceBrand: 'AMRX', targetBrand: 'TGIF', points: 101 },
      { token: s.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      send: 101,
      receive: 50,
      rate: { numerator: 1, denominator: 2 },
      minimumPointTransfer: 50,
      remainingDailyLimit: 800,
    });
  });

  it('moves points all or nothing, records the rate, and A→B→A never ends with more', async () => {
    const s = await funded(250);
    const there = await transfer(h, s, 'AMRX', 'TGIF', 101);
    expect(there.status).toBe(200);
    expect(there.body.data).toMatchObject({
      send: 101,
      receive: 50,
      rate: { numerator: 1, denominator: 2 },
    });
    const back = await transfer(h, s, 'TGIF', 'AMRX', 50);
    expect(back.body.data).toMatchObject({
      send: 50,
      receive: 100,
      rate: { numerator: 2, denominator: 1 },
    });
    const b = await balances(h, s);
    expect(b.brands.AMRX!.pointBalance).toBe(249);
    expect(b.brands.TGIF!.pointBalance).toBe(100); // the joining bonus only
  });

  it('item 3: malformed amounts are 400 naming the field, and nothing moves', async () => {
    const s = await funded(250);
    const base = { sourceBrand: 'AMRX', targetBrand: 'KFC', idempotencyKey: key('bad') };
    const bad: unknown[] = [0, -1, 1.5, '100', Number.NaN, 2 ** 53 + 1, null, [], '١٠٠'];
    for (const points of bad) {
      const res = await call(
        h.url,
        'transfer-points',
        { ...base, points },
        { token: s.accessToken },
      );
      expect(res.status, String(points)).toBe(400);
      expect(res.body.data).toMatchObject({ field: 'points' });
    }
    const none = await call(h.url, 'transfer-points', base, { token: s.accessToken });
    expect(none.body.data).toMatchObject({ field: 'points' });
    const raw = await fetch(`${h.url}/v1/transfer-points`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.accessToken}` },
      body: `{"sourceBrand":"AMRX","targetBrand":"KFC","points":1e2,"idempotencyKey":"${key('exp')}"}`,
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { data: { field: string } }).data.field).toBe('points');
    expect((await balances(h, s)).brands.AMRX!.pointBalance).toBe(250);
  });

  it('item 4: the minimum holds exactly at the boundary; an amount worth 0 at the rate is refused', async () => {
    const s = await funded(250);
    const at = async (points: number) => (await transfer(h, s, 'AMRX', 'PHD', points)).status;
    expect(await at(49)).toBe(400);
    expect(await at(50)).toBe(200);
    expect(await at(51)).toBe(200);
    // Peet → TGIF is 1:4, so with a minimum of 1, three Peet points are worth nothing.
    await join(h, s, ['Peet']);
    const zero = quote(
      h.db,
      s.memberId,
      'UAE',
      { sourceBrand: 'Peet', targetBrand: 'TGIF', points: 3 },
      1,
      h.clock.now(),
    );
    await expect(zero).rejects.toMatchObject({ status: 400, data: { code: 'zero_receive' } });
    const one = await quote(
      h.db,
      s.memberId,
      'UAE',
      { sourceBrand: 'Peet', targetBrand: 'TGIF', points: 4 },
      1,
      h.clock.now(),
    );
    expect(one.receive).toBe(1);
  });

  it('item 2: five parallel transfers over the balance: never below zero, the rest are refused', async () => {
    const s = await funded(300);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => transfer(h, s, 'AMRX', 'TGIF', 100)),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(3);
    expect(refused.map((r) => r.body.message)).toEqual([
      'Insufficient points balance',
      'Insufficient points balance',
    ]);
    expect((await balances(h, s)).brands.AMRX!.pointBalance).toBe(0);
  });

  it('item 5: concurrent transfers cannot pass the target brand daily limit together', async () => {
    const s = await funded(250);
    for (let i = 0; i < 4; i++) await order(h, s, 'KFC', 10_000); // 400 of KFC's 500 today
    const results = await Promise.all([
      transfer(h, s, 'AMRX', 'KFC', 60),
      transfer(h, s, 'AMRX', 'KFC', 60),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.body.data).toMatchObject({ code: 'daily_limit', dailyLimit: 500 });
  });

  it('item 5: the limit resets exactly at local midnight (23:59:59.999 vs 00:00:00.000 Asia/Dubai)', async () => {
    // 19:59:59.000Z is 23:59:59 in Dubai (UTC+4); the member signs in then, so the token is live.
    const d = new Date(h.clock.now().getTime() + 2 * 86_400_000);
    const evening = new Date(
      Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 19, 59, 59, 0),
    );
    h.clock.freeze(evening);
    const s = await funded(500);
    for (let i = 0; i < 5; i++) await order(h, s, 'KFC', 10_000);
    h.clock.freeze(new Date(evening.getTime() + 999));
    const late = await transfer(h, s, 'AMRX', 'KFC', 50);
    expect(late.body.data).toMatchObject({ code: 'daily_limit' });
    h.clock.freeze(new Date(evening.getTime() + 1000));
    expect((await transfer(h, s, 'AMRX', 'KFC', 50)).status).toBe(200);
    expect((await balances(h, s)).brands.KFC!.totalDailyEarnPoint).toBe(50);
  });

  it('item 6: same brand, unknown brand, a brand not joined, and a deleted account are refused', async () => {
    const s = await funded(250);
    expect((await transfer(h, s, 'AMRX', 'AMRX', 100)).body.data).toMatchObject({
      code: 'same_brand',
    });
    const unknown = await transfer(h, s, 'AMRX', 'XYZ' as never, 100);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ field: 'targetBrand' });
    const notJoined = await transfer(h, s, 'AMRX', 'HRD', 100);
    expect(notJoined.status).toBe(409);
    expect(notJoined.body.data).toMatchObject({ code: 'not_member' });
    expect(
      (await call(h.url, 'amr-delete', { keyAreas: [] }, { token: s.accessToken })).status,
    ).toBe(200);
    expect((await transfer(h, s, 'AMRX', 'KFC', 100)).status).toBe(401);
  });

  it('I4: a replay returns the first result; another payload under the key is 422; parallel ones apply once', async () => {
    const s = await funded(500);
    const k = key('idem');
    const first = await transfer(h, s, 'AMRX', 'TGIF', 100, k);
    const again = await transfer(h, s, 'AMRX', 'TGIF', 100, k);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await transfer(h, s, 'AMRX', 'TGIF', 120, k);
    expect(other.status).toBe(422);
    expect(other.body.data).toMatchObject({ code: 'idempotency_mismatch' });
    const k2 = key('par');
    const par = await Promise.all([1, 2, 3, 4].map(() => transfer(h, s, 'AMRX', 'TGIF', 100, k2)));
    expect(par.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(par.map((r) => r.body.data.transferId)).size).toBe(1);
    expect((await balances(h, s)).brands.AMRX!.pointBalance).toBe(300);
  });

  it('I4: a reply saved while rates were numbers is replayed, after migration 0017, with the rate the transfer recorded', async () => {
    const s = await funded(250);
    const k = key('old-reply');
    const first = await transfer(h, s, 'AMRX', 'TGIF', 100, k);
    expect(first.body.data.rate).toEqual({ numerator: 1, denominator: 2 });
    await h.db.execute(
      sql`update idempotency_keys set response = jsonb_set(response, '{rate}', '0.5'::jsonb)
          where key = ${k}`,
    );
    await h.db.execute(sql.raw(MIGRATION_0017));
    const again = await transfer(h, s, 'AMRX', 'TGIF', 100, k);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });

  // ledger_transfer writes the journal transaction, the transfer and the reply before it takes the
  // wallet locks; a refusal found under the locks must take all of them back.
  it('I5: a refusal under the wallet locks leaves nothing behind, and its key stays free', async () => {
    const s = await funded(100);
    const k = key('refused');
    const refused = await transfer(h, s, 'AMRX', 'KFC', 5000, k);
    expect(refused.body.data).toMatchObject({ code: 'insufficient_points' });
    const left = async () =>
      rowsOf<{ transfers: number; journal: number; keys: number }>(
        await h.db.execute(sql`select
          (select count(*)::int from transfers where member_id = ${s.memberId}) as transfers,
          (select count(*)::int from journal_transactions
            where member_id = ${s.memberId} and kind = 'transfer') as journal,
          (select count(*)::int from idempotency_keys where scope = ${s.memberId}::text
            and key = ${k}) as keys`),
      )[0];
    expect(await left()).toEqual({ transfers: 0, journal: 0, keys: 0 });
    const then = await transfer(h, s, 'AMRX', 'KFC', 100, k);
    expect(then.status).toBe(200);
    expect(await left()).toEqual({ transfers: 1, journal: 1, keys: 1 });
  });

  it('checks the session in the transfer itself: an unknown token is 401 before a bad body is 400; a refusal keeps the idle clock', async () => {
    const s = await funded(100);
    const stranger = { ...s, accessToken: `at_${'A'.repeat(43)}` };
    for (const points of [10, 0]) {
      const res = await transfer(h, stranger, 'AMRX', 'KFC', points);
      expect(res.status, String(points)).toBe(401);
      expect(res.body.data).toMatchObject({ code: 'session_invalid' });
    }
    h.clock.advance(120);
    const asked = h.clock.now();
    const refused = await transfer(h, s, 'AMRX', 'KFC', 5000);
    expect(refused.body.data).toMatchObject({ code: 'insufficient_points' });
    const [row] = rowsOf<{ seen: Date | string }>(
      await h.db.execute(
        sql`select max(last_seen_at) as seen from sessions where member_id = ${s.memberId}`,
      ),
    );
    expect(new Date(row!.seen).getTime()).toBeGreaterThanOrEqual(asked.getTime());
  });

  it('item 19: deletion while a transfer is in flight: both finish, nothing is lost or left open', async () => {
    const s = await funded(250);
    const [t, del] = await Promise.all([
      transfer(h, s, 'AMRX', 'TGIF', 100),
      call(h.url, 'amr-delete', { keyAreas: [] }, { token: s.accessToken }),
    ]);
    expect(del.status).toBe(200);
    // Either the transfer ran first (200) or found the account deleted (401); I10 is checked after.
    expect([200, 401]).toContain(t.status);
  });
});
