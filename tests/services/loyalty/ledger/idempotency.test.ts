import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { ServiceError } from '@/services/loyalty/http/errors';
import { claimKey, saveReply } from '@/services/loyalty/ledger/idempotency';
import { signIn, type SignedIn } from '../support/flows';
import { DRIVERS, call } from '../support/harness';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, key, order, transfer } from '../support/ledger-flows';

// docs/quality.md I4: an idempotency key is claimed by one SQL function, idempotency_claim
// (services/loyalty/ledger/ledger.sql), which ledger_transfer and the calls of
// services/loyalty/ledger/idempotency.ts (claimKey, saveReply) share: a replay answers the first
// reply, another request under the key is refused, whichever of the two claimed it first.

type VoucherReply = { reward: { id: string }; pointBalance: number };

describe.each(DRIVERS)('the one idempotency claim on %s', (driver) => {
  const h = useLedgerHarness(driver);

  const act = (s: SignedIn, id: string, action: string, idempotencyKey: string) =>
    call<VoucherReply>(
      h.url,
      'redeem-reward',
      { brand: 'KFC', id, action, idempotencyKey },
      { token: s.accessToken },
    );

  /** A member of KFC with 50 (bonus) + 200 earned KFC points and AMRX's 100. */
  async function member(): Promise<SignedIn> {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    await order(h, s, 'KFC', 10_000);
    await order(h, s, 'KFC', 10_000);
    return s;
  }

  it('claims a new key, replays its saved reply, and refuses another request or call under it', async () => {
    const scope = randomUUID();
    const k = { scope, key: key('direct'), call: 'redeem-reward', hash: 'a'.repeat(64) };
    const now = h.clock.now();
    expect(
      await h.db.transaction(async (tx) => {
        const claim = await claimKey(tx, { ...k, now });
        await saveReply(tx, scope, k.key, { done: 1 });
        return claim;
      }),
    ).toBeNull();
    expect(await h.db.transaction((tx) => claimKey(tx, { ...k, now }))).toEqual({
      replay: { done: 1 },
    });
    for (const other of [{ hash: 'b'.repeat(64) }, { call: 'transfer-points' }]) {
      const refused = await h.db
        .transaction((tx) => claimKey(tx, { ...k, ...other, now }))
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).data).toEqual({ code: 'idempotency_mismatch' });
      expect((refused as ServiceError).status).toBe(422);
    }
    // The function itself, as ledger_transfer calls it.
    const [row] = rowsOf<{ o_claimed: boolean; o_reply: unknown }>(
      await h.db.execute(sql`select o_claimed, o_reply
        from idempotency_claim(${scope}, ${k.key}, ${k.call}, ${k.hash}, now())`),
    );
    expect(row).toEqual({ o_claimed: false, o_reply: { done: 1 } });
    await expect(
      h.db.execute(
        sql`select * from idempotency_claim(${scope}, ${k.key}, ${k.call}, 'other', now())`,
      ),
    ).rejects.toMatchObject({ cause: { code: 'LT400', message: 'idempotency_mismatch' } });
  });

  it('refuses a key the transfer claimed to a voucher action, and the other way round', async () => {
    const s = await member();
    const k1 = key('shared');
    expect((await transfer(h, s, 'KFC', 'AMRX', 50, k1)).status).toBe(200);
    const voucher = await act(s, 'kfc-welcome-fries', 'unlock', k1);
    expect(voucher.status).toBe(422);
    expect(voucher.body.data).toMatchObject({ code: 'idempotency_mismatch' });

    const k2 = key('shared');
    expect((await act(s, 'kfc-welcome-fries', 'unlock', k2)).status).toBe(200);
    const moved = await transfer(h, s, 'KFC', 'AMRX', 50, k2);
    expect(moved.status).toBe(422);
    expect(moved.body.data).toMatchObject({ code: 'idempotency_mismatch' });
  });

  it('applies racing voucher actions under one key once, each answered with the first reply', async () => {
    const s = await member();
    const unlocked = await act(s, 'kfc-zinger-meal', 'unlock', key('unlock'));
    expect(unlocked.status).toBe(200);
    const before = (await balances(h, s)).brands.KFC!.pointBalance;
    const k = key('activate');
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => act(s, unlocked.body.data.reward.id, 'activate', k)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of replies) expect(r.body.data).toEqual(replies[0]!.body.data);
    const after = (await balances(h, s)).brands.KFC!.pointBalance;
    expect(after).toBe(replies[0]!.body.data.pointBalance);
    expect(after).toBeLessThan(before);
    const [redeemed] = rowsOf<{ n: number }>(
      await h.db.execute(sql`select count(*)::int as n from journal_transactions
        where member_id = ${s.memberId} and kind = 'redeem'`),
    );
    expect(redeemed!.n).toBe(1);
  });
});
