import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_SQL_PATHS, reapplyBehaviourSql, rowsOf } from '@/services/loyalty/db/client';
import { signIn } from '../support/flows';
import { DRIVERS } from '../support/harness';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, transfer } from '../support/ledger-flows';

// The service's functions and triggers have one home each: the session checks in
// services/loyalty/domain/sessions.sql, the ledger's (and the idempotency claim) in
// services/loyalty/ledger/ledger.sql, applied in that order after the migrations at every start
// (services/loyalty/db/client.ts BEHAVIOUR_SQL_PATHS). Applying them again, as a restart or a
// second replica does, must leave the database exactly as it was.

const BEHAVIOUR_SQL = BEHAVIOUR_SQL_PATHS.map((path) => readFileSync(path, 'utf8')).join('\n');
const MIGRATIONS = 'services/loyalty/migrations';

/** Names of the functions the files define. */
const definedFunctions = [...BEHAVIOUR_SQL.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)]
  .map((m) => m[1]!)
  .sort();
/** Names of the triggers the files define. */
const definedTriggers = [
  ...BEHAVIOUR_SQL.matchAll(/CREATE (?:OR REPLACE )?(?:CONSTRAINT )?TRIGGER (\w+)/g),
]
  .map((m) => m[1]!)
  .sort();

// Landed before ledger.sql existed and never edited since (tests/services/loyalty/
// migrations-checksum.test.ts): what they create, ledger.sql replaces or drops
// (tests/services/loyalty/migrations-ledger-sql.test.ts).
const BEFORE_LEDGER_SQL = new Set([
  '0003_ledger_guards.sql',
  '0005_ledger_transfer.sql',
  '0007_transfer_lock_span.sql',
  '0009_points_held_and_pending.sql',
  '0010_transfer_rules.sql',
]);

describe('the behaviour SQL files are the only source of the functions', () => {
  it('no newer migration creates or replaces a function or a trigger', () => {
    const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    for (const file of files.filter((f) => !BEFORE_LEDGER_SQL.has(f))) {
      const text = readFileSync(`${MIGRATIONS}/${file}`, 'utf8');
      expect(text, file).not.toMatch(
        /CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|TRIGGER)/i,
      );
    }
  });

  it('defines each function and trigger once, across the files', () => {
    expect(definedFunctions.length).toBeGreaterThan(10);
    expect(new Set(definedFunctions).size).toBe(definedFunctions.length);
    expect(new Set(definedTriggers).size).toBe(definedTriggers.length);
  });
});

describe.each(DRIVERS)('the behaviour SQL applied at start on %s', (driver) => {
  const h = useLedgerHarness(driver);

  /** Every function's definition and every trigger's, as the database holds them. */
  const catalogue = async () => ({
    functions: rowsOf<{ name: string; def: string; id: string }>(
      await h.db.execute(sql`
        select p.proname as name, pg_get_functiondef(p.oid) as def, p.oid::text as id from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema()
        order by p.proname, pg_get_function_identity_arguments(p.oid)`),
    ),
    triggers: rowsOf<{ name: string; def: string; id: string; mark: string | null }>(
      await h.db.execute(sql`
        select tgname as name, pg_get_triggerdef(oid) as def, oid::text as id,
          obj_description(oid, 'pg_trigger') as mark from pg_trigger
        where not tgisinternal order by tgname`),
    ),
  });

  it('creates every function and trigger of the files, and nothing else', async () => {
    const now = await catalogue();
    expect(now.functions.map((f) => f.name)).toEqual(definedFunctions);
    expect(now.triggers.map((t) => t.name)).toEqual(definedTriggers);
  });

  it('is idempotent: applied twice, the database is the same and the ledger still works', async () => {
    const defined = await catalogue();
    await reapplyBehaviourSql(h.db);
    await reapplyBehaviourSql(h.db);
    // The same definitions and the same objects: no trigger was dropped and made again, so a
    // start takes no lock on a table other replicas write to.
    expect(await catalogue()).toEqual(defined);

    // The guards and the transfer still act once each.
    await expect(h.db.execute(sql`update journal_entries set amount = amount`)).rejects.toThrow();
    // A new member holds AMRX's joining bonus of 100 points.
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const before = await balances(h, s);
    const moved = await transfer(h, s, 'AMRX', 'KFC', 50);
    expect(moved.status).toBe(200);
    expect(moved.body.data.receive).toBeGreaterThan(0);
    const after = await balances(h, s);
    expect(after.brands.AMRX!.pointBalance).toBe(before.brands.AMRX!.pointBalance - 50);
    expect(after.brands.KFC!.pointBalance).toBe(
      before.brands.KFC!.pointBalance + moved.body.data.receive,
    );
  });

  it('replaces a trigger it did not put there (a database the old migrations made)', async () => {
    const defined = await catalogue();
    await h.db.execute(sql`comment on trigger journal_entries_apply on journal_entries is null`);
    await reapplyBehaviourSql(h.db);
    const now = await catalogue();
    const apply = (c: typeof now) => c.triggers.find((t) => t.name === 'journal_entries_apply')!;
    expect(apply(now).id).not.toBe(apply(defined).id);
    expect({ ...apply(now), id: '' }).toEqual({ ...apply(defined), id: '' });
    expect(now.triggers.filter((t) => t.name !== 'journal_entries_apply')).toEqual(
      defined.triggers.filter((t) => t.name !== 'journal_entries_apply'),
    );
  });
});
