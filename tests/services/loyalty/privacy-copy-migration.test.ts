import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '@/services/loyalty/db/client';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';

// Migration 0015: a database seeded before the privacy policy named the joining-bonus record
// (docs/product.md §4 Account deletion) shows the new sentence once, in both languages.
const CONTENT = readFileSync(
  'services/loyalty/migrations/0015_points_owed_and_bonus_grants.sql',
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE content_pages'));

const ADDED = {
  en: ' For 24 months after that we also keep a one-way code made from your number',
  ar: ' ونحتفظ بعد ذلك لمدة 24 شهرًا برمز أحادي الاتجاه مشتق من رقمك',
};

describe('migration 0015: the privacy policy names the joining-bonus record', () => {
  let database: Database;

  // A fresh PGlite with every migration and the seed: over 10 s on a busy two-core machine.
  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date('2026-11-01T08:00:00Z'));
  }, 60_000);
  afterAll(() => database.close());

  const privacy = async (language: 'en' | 'ar') =>
    rowsOf<{ text: string }>(
      await database.db.execute(
        sql`select sections::text as text from content_pages where type = 'privacy' and language = ${language}`,
      ),
    )[0]!.text;

  it('adds the sentence to a policy seeded before it, once', async () => {
    expect(CONTENT).toHaveLength(2);
    for (const language of ['en', 'ar'] as const) {
      const seeded = await privacy(language);
      expect(seeded).toContain(ADDED[language]);
      // As a database seeded before: the sentence and what follows it in that body removed.
      const start = seeded.indexOf(ADDED[language]);
      const end = seeded.indexOf('"', start);
      await database.db.execute(
        sql`update content_pages set sections = ${seeded.slice(0, start) + seeded.slice(end)}::jsonb
            where type = 'privacy' and language = ${language}`,
      );
      expect(await privacy(language)).not.toContain(ADDED[language]);
    }
    for (let run = 0; run < 2; run++)
      for (const statement of CONTENT) await database.db.execute(sql.raw(statement));
    for (const language of ['en', 'ar'] as const) {
      const text = await privacy(language);
      expect(text.split(ADDED[language]).length - 1).toBe(1);
    }
  });
});
