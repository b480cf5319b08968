import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { rowsOf } from '@/services/loyalty/db/client';
import { brands, contentPages, exchangeRates, stores } from '@/services/loyalty/db/schema-catalog';
import {
  brandMemberships,
  memberPermissions,
  members,
  permissionChanges,
} from '@/services/loyalty/db/schema-members';
import { ensureSystemAccounts } from '@/services/loyalty/ledger/accounts';
import { rewards } from '@/services/loyalty/db/schema-rewards';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';
import { BRAND_SEEDS, exchangeRateRows } from '@/services/loyalty/seed/brands';
import { CONTENT_AR } from '@/services/loyalty/seed/content-ar';
import { CONTENT_EN } from '@/services/loyalty/seed/content-en';
import { seedDemoLedger } from '@/services/loyalty/seed/ledger-demo';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { storeRows } from '@/services/loyalty/seed/stores';

const SEED_LOCK_KEY = 4_100_002;
const DAY = 86_400_000;

const rewardRows = () =>
  REWARD_SEEDS.map(({ brand, ...r }, i) => ({ ...r, brandCode: brand, sortOrder: i }));

/**
 * Loads the catalogue (brands, exchange rates, rewards, stores, content pages) into an empty
 * database, and with `demoMembers` the three demo members and their points (README "Demo
 * members"): demo mode only, never a real programme's (docs/production.md §2 Seeding). A no-op
 * when brands already exist; members are never added to a database seeded before.
 */
export async function seedIfEmpty(
  db: Db,
  now: Date,
  opts: { demoMembers: boolean } = { demoMembers: false },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Replicas starting together: the lock makes the emptiness check and the inserts one step.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from brands`),
    )[0];
    if ((existing?.n ?? 0) > 0) {
      await ensureSystemAccounts(tx, now);
      await tx.insert(rewards).values(rewardRows()).onConflictDoNothing();
      return false;
    }
    await tx.insert(brands).values(
      BRAND_SEEDS.map((b, i) => ({
        code: b.code,
        shortname: b.shortname,
        sortName: b.sortName,
        nameEn: b.nameEn,
        nameAr: b.nameAr,
        descriptionEn: b.descriptionEn,
        descriptionAr: b.descriptionAr,
        color: b.color,
        sortOrder: i,
        dailyEarningLimit: b.dailyEarningLimit,
        earnPerOrder: b.earnPerOrder,
        joiningBonusPts: b.joiningBonusPts,
        pointExpiryMonths: 12,
        countries: ['UAE', 'KSA'],
      })),
    );
    await tx.insert(exchangeRates).values(exchangeRateRows());
    await ensureSystemAccounts(tx, now);
    await tx.insert(rewards).values(rewardRows());
    await tx.insert(stores).values(storeRows());
    for (const [language, pages] of [
      ['en', CONTENT_EN],
      ['ar', CONTENT_AR],
    ] as const) {
      await tx.insert(contentPages).values(
        Object.entries(pages).map(([type, page]) => ({
          type,
          language,
          title: page.title,
          sections: page.sections,
          updatedAt: now,
        })),
      );
    }
    for (const m of opts.demoMembers ? DEMO_MEMBERS : []) {
      const joined = new Date(now.getTime() - m.joinedDaysAgo * DAY);
      const [row] = await tx
        .insert(members)
        .values({
          phoneE164: `${m.cCode}${m.phnNo}`,
          cCode: m.cCode,
          phnNo: m.phnNo,
          country: m.country,
          name: m.name,
          email: m.email,
          enableMarketingConsent: m.marketing,
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: members.id });
      const memberId = row!.id;
      await tx.insert(brandMemberships).values(
        m.brands.map((brand) => ({
          memberId,
          brandCode: brand,
          extUserId: `${brand.toUpperCase()}-${memberId.slice(0, 8).toUpperCase()}`,
          joinedAt: joined,
        })),
      );
      const types = ['sms', 'email', 'whatsapp', 'amrLogin'] as const;
      const status = (t: (typeof types)[number]) =>
        (t === 'amrLogin' || m.marketing ? 'activated' : 'deactivated') as
          'activated' | 'deactivated';
      await tx.insert(memberPermissions).values(
        types.map((type) => ({
          memberId,
          type,
          status: status(type),
          version: 1,
          updatedAt: joined,
        })),
      );
      await tx.insert(permissionChanges).values(
        types.map((type) => ({
          memberId,
          type,
          status: status(type),
          version: 1,
          source: 'seed',
          changedAt: joined,
        })),
      );
      await seedDemoLedger(tx, memberId, m, joined, now);
    }
    return true;
  });
}
