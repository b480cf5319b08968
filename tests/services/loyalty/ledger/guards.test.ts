import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_CALLS } from '@/lib/contract/calls-ledger';
import { rowsOf } from '@/services/loyalty/db/client';
import { ensureWallet } from '@/services/loyalty/ledger/accounts';
import { post } from '@/services/loyalty/ledger/post';
import { DRIVERS, startHarness, type Harness } from '../support/harness';
import { signIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';

// The database itself refuses what would break docs/quality.md I2, I3 and I9, whatever the code does.
describe.each(DRIVERS)('ledger guards in the database on %s', (driver) => {
  let h: Harness;
  let memberId: string;
  beforeAll(async () => {
    h = await startHarness(driver);
    memberId = (await signIn(h)).memberId;
  }, 60_000);
  afterEach(async () => {
    expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
  });
  afterAll(async () => {
    await h?.close();
  }, 30_000);

  // A brand the member has not joined: its wallet starts empty (AMRX holds the joining bonus).
  const wallet = () => ensureWallet(h.db, memberId, 'KFC', h.clock.now());
  const balance = async (id: number) =>
    Number(
      rowsOf<{ b: number }>(
        await h.db.execute(sql`select balance as b from accounts where id = ${id}`),
      )[0]!.b,
    );

  it('I2: a debit past zero fails the wallet CHECK and rolls the transaction back', async () => {
    const w = await wallet();
    const debit = h.db.transaction((tx) =>
      post(tx, {
        kind: 'redeem',
        memberId,
        memo: {},
        now: h.clock.now(),
        entries: [
          { brand: 'KFC', account: w, amount: -10 },
          { brand: 'KFC', account: 'issuance', amount: 10 },
        ],
      }),
    );
    await expect(debit).rejects.toThrow();
    expect(await balance(w)).toBe(0);
  });

  it('I3: an unbalanced or single-entry transaction is refused at commit', async () => {
    const w = await wallet();
    const unbalanced = h.db.transaction((tx) =>
      post(tx, {
        kind: 'earn',
        memberId,
        memo: {},
        now: h.clock.now(),
        entries: [
          { brand: 'KFC', account: 'issuance', amount: -10 },
          { brand: 'KFC', account: w, amount: 11 },
        ],
      }),
    );
    await expect(unbalanced).rejects.toThrow();
    const crossBrand = h.db.transaction((tx) =>
      post(tx, {
        kind: 'earn',
        memberId,
        memo: {},
        now: h.clock.now(),
        entries: [
          { brand: 'AMRX', account: 'issuance', amount: -10 },
          { brand: 'KFC', account: w, amount: 10 },
        ],
      }),
    );
    await expect(crossBrand).rejects.toThrow();
    expect(await balance(w)).toBe(0);
  });

  it('I9: UPDATE, DELETE and TRUNCATE of the journal are refused', async () => {
    for (const stmt of [
      sql`update journal_entries set amount = amount + 1`,
      sql`delete from journal_entries`,
      sql`truncate journal_entries cascade`,
      sql`update journal_transactions set kind = 'earn'`,
      sql`delete from journal_transactions`,
    ])
      await expect(h.db.execute(stmt)).rejects.toThrow();
  });

  it('answers every ledger call of the contract (none is left to the "Unknown call" 404)', async () => {
    for (const def of Object.values(LEDGER_CALLS)) {
      const res = await fetch(`${h.url}${def.path}`, {
        method: def.method,
        headers: { 'content-type': 'application/json' },
        body: def.method === 'POST' ? '{}' : undefined,
      });
      expect(((await res.json()) as { message: string }).message, def.name).not.toBe(
        'Unknown call',
      );
    }
  });

  it('I2/I3: the balance column cannot be set directly, up or below zero', async () => {
    const w = await wallet();
    await expect(
      h.db.execute(sql`update accounts set balance = -1 where id = ${w}`),
    ).rejects.toThrow();
    await expect(
      h.db.execute(sql`update accounts set balance = 500 where id = ${w}`),
    ).rejects.toThrow();
    expect(await balance(w)).toBe(0);
  });
});
