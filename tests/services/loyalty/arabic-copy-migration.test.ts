import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '@/services/loyalty/db/client';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';

// Migration 0012: a database seeded before the Arabic copy was corrected shows the seed's new
// wording; a row edited since keeps its own.
const STATEMENTS = readFileSync('services/loyalty/migrations/0012_arabic_copy.sql', 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.trim());

const OLD_AND_NEW: [string, string][] = [
  ['وجبة فطور بسكويت', 'وجبة فطور بخبز البسكويت'],
  ['ساندويتش بسكويت طازج', 'ساندويتش بخبز البسكويت الطازج'],
  ['رقِّ صندوق العشاء', 'ترقية صندوق العشاء'],
  ['برج المملكة', 'مركز المملكة'],
  ['وانقلها إلى حيث', 'وحوّلها إلى حيث'],
  ['استخدام النقاط ونقلها', 'استخدام النقاط وتحويلها'],
  [
    'أو نقلها إلى علامة أخرى بسعر الصرف المعروض',
    'أو تحويلها إلى علامة تجارية أخرى بسعر التحويل المعروض',
  ],
  ['وإضافة نقاطك ونقلها', 'وإضافة نقاطك وتحويلها'],
  ['وتذكّر لغتك وبلدك', 'وتذكّر لغتك ودولتك'],
  ['هل يمكنني نقل النقاط بين العلامات؟', 'هل يمكنني تحويل النقاط بين العلامات التجارية؟'],
];

describe('migration 0012: Arabic copy', () => {
  let database: Database;

  // A fresh PGlite with every migration and the seed: over 10 s on a busy two-core machine.
  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date('2026-11-01T08:00:00Z'));
  }, 60_000);
  afterAll(() => database.close());

  const arabicText = async () =>
    rowsOf<{ text: string }>(
      await database.db.execute(sql`
        select string_agg(t, ' | ' order by t) as text from (
          select title_ar || ' ' || description_ar as t from rewards
          union all select name_ar || ' ' || address_ar from stores
          union all select description_ar from brands
          union all select sections::text from content_pages where language = 'ar'
        ) copy`),
    )[0]!.text;

  it('rewrites the seed’s old wording and leaves an edited row alone', async () => {
    const seeded = await arabicText();
    for (const [before, after] of OLD_AND_NEW) {
      expect(seeded).not.toContain(before);
      expect(seeded).toContain(after);
    }

    const [renamed] = rowsOf<{ id: number; name_ar: string }>(
      await database.db.execute(sql`
        select id, name_ar from stores where address_en = 'Kingdom Centre, Riyadh'
        order by id limit 1`),
    );
    // As a database seeded before the copy was corrected.
    await database.db.execute(sql`
      update rewards set title_ar = 'وجبة فطور بسكويت',
        description_ar = 'ساندويتش بسكويت طازج مع أقراص البطاطس وقهوة.'
      where id = 'hrd-breakfast'`);
    await database.db.execute(sql`
      update rewards set description_ar = 'رقِّ صندوق العشاء إلى الحجم الكبير مجانًا عند الطلب من التطبيق.'
      where id = 'kfc-dinner-box'`);
    await database.db.execute(sql`
      update stores set name_ar = replace(name_ar, 'مركز المملكة', 'برج المملكة'),
        address_ar = replace(address_ar, 'مركز المملكة', 'برج المملكة')`);
    await database.db.execute(sql`
      update brands set description_ar = replace(description_ar, 'وحوّلها إلى حيث', 'وانقلها إلى حيث')`);
    for (const [before, after] of OLD_AND_NEW.slice(5))
      await database.db.execute(
        sql`update content_pages set sections = replace(sections::text, ${after}, ${before})::jsonb`,
      );
    // One store the operator renamed since: not the seed's text, so not the migration's to change.
    await database.db.execute(
      sql`update stores set name_ar = 'برج المملكة (مغلق مؤقتًا)' where id = ${renamed!.id}`,
    );
    const before = await arabicText();
    for (const [old] of OLD_AND_NEW) expect(before).toContain(old);

    for (const statement of STATEMENTS) await database.db.execute(sql.raw(statement));

    const [kept] = rowsOf<{ name_ar: string }>(
      await database.db.execute(sql`select name_ar from stores where id = ${renamed!.id}`),
    );
    expect(kept!.name_ar).toBe('برج المملكة (مغلق مؤقتًا)');
    // Every other row reads as the seed writes it now.
    await database.db.execute(
      sql`update stores set name_ar = ${renamed!.name_ar} where id = ${renamed!.id}`,
    );
    expect(await arabicText()).toBe(seeded);
  });
});
