import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '@/services/loyalty/db/client';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';

// Migration 0006: a database seeded while the demo's reward pictures were SVG shows the WebP
// pictures now served in their place; any other address is left as it was.
const MIGRATION = readFileSync('services/loyalty/migrations/0006_reward_pictures.sql', 'utf8');

describe('migration 0006: reward pictures', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date('2026-11-01T08:00:00Z'));
  });
  afterAll(() => database.close());

  const images = async () =>
    rowsOf<{ id: string; image: string }>(
      await database.db.execute(sql`select id, image from rewards order by id`),
    );

  it('rewrites the seeded SVG paths and nothing else', async () => {
    const seeded = await images();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((r) => /^\/rewards\/[a-z-]+\.webp$/.test(r.image))).toBe(true);

    // As a database seeded before the pictures were raster.
    await database.db.execute(sql`update rewards set image = replace(image, '.webp', '.svg')`);
    const [first, second] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];
    await database.db.execute(
      sql`update rewards set image = 'https://cdn.example/kfc/bucket.svg' where id = ${first.id}`,
    );
    await database.db.execute(
      sql`update rewards set image = '/rewards/custom.svg' where id = ${second.id}`,
    );

    await database.db.execute(sql.raw(MIGRATION));

    const after = new Map((await images()).map((r) => [r.id, r.image]));
    expect(after.get(first.id)).toBe('https://cdn.example/kfc/bucket.svg');
    expect(after.get(second.id)).toBe('/rewards/custom.svg');
    // Only the six pictures there were then; the later ones never were SVG.
    const then =
      /^\/rewards\/(burger|chicken-bucket|coffee-cup|dinner-plate|gift-box|pizza-slice)\.webp$/;
    for (const row of seeded.slice(2))
      expect(after.get(row.id)).toBe(
        then.test(row.image) ? row.image : row.image.replace('.webp', '.svg'),
      );
  });
});

// Migration 0013: a database seeded when rewards shared six pictures gives each its own, unless
// an operator has changed a reward's picture since.
const EACH = readFileSync('services/loyalty/migrations/0013_reward_pictures_each.sql', 'utf8');

describe('migration 0013: a picture per reward', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date('2026-11-01T08:00:00Z'));
  });
  afterAll(() => database.close());

  it('moves the seeded shared pictures to each reward’s own and leaves a changed one', async () => {
    const own = await rowsOf<{ id: string; image: string }>(
      await database.db.execute(sql`select id, image from rewards order by id`),
    );
    // As seeded before: the KFC rewards all showed the bucket, the others their brand's picture.
    await database.db.execute(
      sql`update rewards set image = '/rewards/chicken-bucket.webp' where brand_code = 'KFC'`,
    );
    await database.db.execute(
      sql`update rewards set image = '/rewards/gift-box.webp' where id = 'amrx-delivery'`,
    );
    await database.db.execute(
      sql`update rewards set image = '/rewards/coffee-cup.webp' where id = 'peet-pastry'`,
    );
    await database.db.execute(
      sql`update rewards set image = 'https://cdn.example/fries.png' where id = 'kfc-welcome-fries'`,
    );

    for (const statement of EACH.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));

    const after = new Map(
      rowsOf<{ id: string; image: string }>(
        await database.db.execute(sql`select id, image from rewards`),
      ).map((r) => [r.id, r.image]),
    );
    for (const row of own)
      expect(after.get(row.id)).toBe(
        row.id === 'kfc-welcome-fries' ? 'https://cdn.example/fries.png' : row.image,
      );
    expect(new Set(after.values()).size).toBe(after.size);
  });
});
