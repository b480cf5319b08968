import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '@/services/loyalty/db/client';
import { DRIVERS } from './support/harness';
import { freshDatabase } from './support/fresh-database';

// A migration that has landed may have run on a database that is not ours to redo: drizzle never
// applies it again, so editing its file makes a fresh database differ from one that ran it (as
// when 0003, 0005, 0007, 0009 and 0010 were once cut down to comments). The sha256 of every
// landed migration is kept in services/loyalty/migrations/checksums.json — the same hash drizzle
// records in drizzle.__drizzle_migrations, so an operator can compare a database with it.

const FOLDER = 'services/loyalty/migrations';
const LIST = `${FOLDER}/checksums.json`;

const listed = (
  JSON.parse(readFileSync(LIST, 'utf8')) as { migrations: { tag: string; sha256: string }[] }
).migrations;
const journal = (
  JSON.parse(readFileSync(`${FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] }
).entries.map((e) => e.tag);
const sha256Of = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(`${FOLDER}/${tag}.sql`, 'utf8'))
    .digest('hex');

describe('landed migrations are never edited', () => {
  it('lists landed migrations in the order drizzle applies them', () => {
    expect(listed.length).toBeGreaterThanOrEqual(15);
    expect(listed.map((m) => m.tag)).toEqual(journal.slice(0, listed.length));
  });

  it.each(listed)('$tag is as it was when it landed', ({ tag, sha256 }) => {
    const now = sha256Of(tag);
    if (now !== sha256)
      expect.fail(
        `${FOLDER}/${tag}.sql changed after it landed (sha256 ${now}, listed ${sha256}). ` +
          `Databases that applied it keep what it did and drizzle will not run it again: put ` +
          `the file back as it was (git log -p -- ${FOLDER}/${tag}.sql) and make the change ` +
          `in a new migration (npm run db:generate, or a hand-written one).`,
      );
  });

  it('lists every migration but the newest, which may change until it lands', () => {
    const unlisted = journal.slice(listed.length);
    const late = unlisted.slice(0, -1);
    if (late.length)
      expect.fail(
        `${late.join(', ')} landed (a newer migration exists) but ${LIST} does not list ` +
          `${late.length > 1 ? 'them' : 'it'}: append ` +
          JSON.stringify(late.map((tag) => ({ tag, sha256: sha256Of(tag) }))),
      );
    // Shown so that the commit landing the newest one can append it as it is.
    for (const tag of unlisted)
      console.info(`unlisted: {"tag":"${tag}","sha256":"${sha256Of(tag)}"}`);
  });
});

describe.each(DRIVERS)('the migrations a database records on %s', (driver) => {
  it('are the files, hashed as listed', async () => {
    const fresh = driver === 'postgres' ? await freshDatabase() : null;
    const database = await openDatabase({ databaseUrl: fresh?.url });
    try {
      const recorded = rowsOf<{ hash: string }>(
        await database.db.execute(
          sql`select hash from drizzle.__drizzle_migrations order by created_at`,
        ),
      ).map((r) => r.hash);
      expect(recorded).toEqual(journal.map(sha256Of));
      expect(recorded.slice(0, listed.length)).toEqual(listed.map((m) => m.sha256));
    } finally {
      await database.close();
      await fresh?.drop();
    }
  }, 60_000);
});
