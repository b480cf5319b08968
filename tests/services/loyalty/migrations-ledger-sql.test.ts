import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_SQL_PATHS, openDatabase, rowsOf } from '@/services/loyalty/db/client';
import { DRIVERS } from './support/harness';
import { freshDatabase } from './support/fresh-database';

// Migrations 0003, 0005, 0007, 0009 and 0010 create ledger functions and triggers, as they did
// when they landed (they are never edited: migrations-checksum.test.ts). The behaviour SQL applied
// after every migration (services/loyalty/domain/sessions.sql, then services/loyalty/ledger/
// ledger.sql) must replace each under its name and signature or drop it in ledger.sql's "Retired"
// section, so that a fresh database ends up exactly as one on which those migrations had created
// nothing: compared here with the same migrations run without their function and trigger
// statements.

const CREATES_BEHAVIOUR =
  /\b(CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|TRIGGER)|DROP\s+FUNCTION)\b/i;
const migrations = readMigrationFiles({
  migrationsFolder: 'services/loyalty/migrations',
});
const withoutBehaviour = migrations.flatMap((m) => m.sql.filter((s) => !CREATES_BEHAVIOUR.test(s)));
const BEHAVIOUR_SQL = BEHAVIOUR_SQL_PATHS.map((path) => readFileSync(path, 'utf8'));

/** Everything of the public schema a migration or the behaviour SQL can make, as text to compare. */
const CATALOGUE = `
  select 'function' as kind, p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  union all
  select 'trigger', t.tgrelid::regclass::text || '.' || t.tgname,
    pg_get_triggerdef(t.oid) || ' -- ' || coalesce(obj_description(t.oid, 'pg_trigger'), '')
    from pg_trigger t where not t.tgisinternal
  union all
  select 'constraint', c.conrelid::regclass::text || '.' || c.conname, pg_get_constraintdef(c.oid)
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
  union all
  select 'index', tablename || '.' || indexname, indexdef from pg_indexes where schemaname = 'public'
  union all
  select 'column', table_name || '.' || column_name,
    concat_ws(' ', data_type, is_nullable, column_default)
    from information_schema.columns where table_schema = 'public'
  order by 1, 2, 3`;

type Row = { kind: string; name: string; def: string };

/** The migrations' tables without their functions and triggers, then the behaviour SQL, on PGlite. */
async function pgliteWithoutBehaviour(): Promise<Row[]> {
  const client = new PGlite();
  try {
    for (const statement of withoutBehaviour) await client.exec(statement);
    await client.transaction(async (tx) => {
      for (const text of BEHAVIOUR_SQL) await tx.exec(text);
    });
    return (await client.query<Row>(CATALOGUE)).rows;
  } finally {
    await client.close();
  }
}

/** The same on a fresh PostgreSQL database. */
async function postgresWithoutBehaviour(): Promise<Row[]> {
  const fresh = await freshDatabase();
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  try {
    for (const statement of withoutBehaviour) await client.query(statement);
    await client.query(`begin;\n${BEHAVIOUR_SQL.join('\n;\n')}\n;commit;`);
    return (await client.query<Row>(CATALOGUE)).rows;
  } finally {
    await client.end();
    await fresh.drop();
  }
}

describe('what the old migrations create, the behaviour SQL replaces or drops', () => {
  it('leaves out a statement of each function and trigger those migrations create or drop', () => {
    const dropped = migrations.flatMap((m) => m.sql).length - withoutBehaviour.length;
    expect(dropped).toBeGreaterThanOrEqual(20);
  });

  it.each(DRIVERS)(
    'gives a fresh database the same functions, triggers, constraints, indexes and columns on %s',
    async (driver) => {
      const fresh = driver === 'postgres' ? await freshDatabase() : null;
      const database = await openDatabase({ databaseUrl: fresh?.url });
      let migrated: Row[];
      try {
        migrated = rowsOf<Row>(await database.db.execute(sql.raw(CATALOGUE)));
      } finally {
        await database.close();
        await fresh?.drop();
      }
      const reference =
        driver === 'postgres' ? await postgresWithoutBehaviour() : await pgliteWithoutBehaviour();
      expect(migrated.filter((r) => r.kind === 'function').length).toBeGreaterThan(15);
      expect(migrated).toEqual(reference);
    },
    120_000,
  );
});
