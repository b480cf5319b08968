import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_CODES, type BrandCode } from '@/lib/contract/common';
import type { TransferOptionsData } from '@/lib/contract/loyalty';
import { openDatabase } from '@/services/loyalty/db/client';
import { checkEveryTransferPossible } from '@/services/loyalty/ledger/brand-rules';
import { q } from '@/services/loyalty/ledger/sql';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import { startLoyaltyService } from '@/services/loyalty/start';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';
import {
  LEDGER_SETTINGS,
  balances,
  brandNames as names,
  join,
  order,
  transfer,
} from '../support/ledger-flows';

// One rule for every transfer (ledger_transfer_check, services/loyalty/ledger/ledger.sql): what the quote and the reward
// popup's options promise, the transfer does; every brand can be reached; points keep their expiry.
describe.each(DRIVERS)('transfer rules on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: LEDGER_SETTINGS });
  afterEach(async () => {
    expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
  });

  const OTHERS = BRAND_CODES.filter((b) => b !== 'AMRX');

  /** A member of every brand with `points` earned at each (completed orders, capped per brand). */
  async function everywhere(points: number): Promise<SignedIn> {
    const s = await signIn(h);
    await join(h, s, OTHERS);
    for (const b of BRAND_CODES) if (points > 0) await order(h, s, b, points * 100);
    return s;
  }

  const lotsOf = (s: SignedIn, brand: BrandCode) =>
    q<{ expires_at: Date | string; remaining: number }>(
      h.db,
      sql`select l.expires_at, l.remaining from lots l join accounts a on a.id = l.account_id
          where a.member_id = ${s.memberId} and a.brand_code = ${brand} and l.remaining > 0
          order by l.expires_at`,
    );

  it("Peet's Coffee can be reached from every brand: the minimum is quoted and transferred", async () => {
    const s = await everywhere(100);
    for (const from of BRAND_CODES.filter((b) => b !== 'Peet')) {
      const quoted = await call<{ receive: number }>(
        h.url,
        'transfer-quote',
        { sourceBrand: from, targetBrand: 'Peet', points: 50 },
        { token: s.accessToken },
      );
      expect(quoted.status, from).toBe(200);
      const moved = await transfer(h, s, from, 'Peet', 50);
      expect(moved.status, from).toBe(200);
      expect(moved.body.data).toMatchObject({ receive: quoted.body.data.receive });
      // One brand at a time: the next day's limit is Peet's own again.
      h.clock.advance(86_400);
      Object.assign(s, await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } }));
    }
  });

  it('a round trip never makes points last longer: they keep the expiry they had', async () => {
    const s = await signIn(h); // 100 AMRX joining bonus
    await join(h, s, ['KFC']);
    await order(h, s, 'AMRX', 9_900); // 99 AMRX points, expiring in 12 months
    const latest = Math.max(
      ...(await lotsOf(s, 'AMRX')).map((l) => new Date(l.expires_at).getTime()),
    );
    h.clock.advance(330 * 86_400); // a month before they expire
    const later = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await transfer(h, later, 'AMRX', 'KFC', 99)).status).toBe(200);
    h.clock.advance(86_400);
    const back = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await transfer(h, back, 'KFC', 'AMRX', 99)).status).toBe(200);
    const lots = await lotsOf(s, 'AMRX');
    expect(lots.reduce((n, l) => n + Number(l.remaining), 0)).toBe(199);
    for (const lot of lots) expect(new Date(lot.expires_at).getTime()).toBeLessThanOrEqual(latest);
  });

  it('the quote refuses what the transfer refuses, with the same words', async () => {
    const s = await everywhere(60); // 60 KFC points, more than the 50 joining bonus
    const cases = [
      { sourceBrand: 'KFC', targetBrand: 'PHD', points: 500 }, // more than the balance
      { sourceBrand: 'AMRX', targetBrand: 'KFC', points: 49 }, // under the minimum
      { sourceBrand: 'TGIF', targetBrand: 'KFC', points: 160 }, // TGIF 1:2 brings 320 > 100 cap
    ];
    for (const body of cases) {
      const quoted = await call(h.url, 'transfer-quote', body, { token: s.accessToken });
      const moved = await transfer(
        h,
        s,
        body.sourceBrand as BrandCode,
        body.targetBrand as BrandCode,
        body.points,
      );
      expect(quoted.status, JSON.stringify(body)).toBe(200);
      expect(moved.status).toBe(400);
      expect(quoted.body.data).toMatchObject({
        refusal: {
          code: (moved.body.data as unknown as { code: string }).code,
          message: moved.body.message,
        },
      });
      expect(quoted.body.message).toBe(moved.body.message);
    }
  });

  it('the popup is offered the smallest transfer that covers, never one the rules refuse', async () => {
    const s = await everywhere(250);
    const ask = (targetBrand: BrandCode, points: number) =>
      call<TransferOptionsData>(
        h.url,
        'transfer-options',
        { targetBrand, points },
        { token: s.accessToken },
      );
    // 42 KFC points missing: the 50-point minimum covers it (the popup once said "below the minimum").
    const small = await ask('KFC', 42);
    expect(small.body.data.options[0]).toMatchObject({ send: 50, covers: true });
    // 102 missing, more than one transfer may bring (KFC receives 100 at most): a first step.
    const big = await ask('KFC', 102);
    expect(big.body.data.options.length).toBeGreaterThan(0);
    expect(big.body.data.options.every((o) => !o.covers && o.receive <= 100)).toBe(true);
    // Whatever is offered goes through.
    const first = big.body.data.options[0]!;
    const moved = await transfer(h, s, first.sourceBrand, 'KFC', first.send);
    expect(moved.body.data).toMatchObject({ receive: first.receive });
    // The rest now fits one transfer.
    const rest = await ask('KFC', 102 - first.receive);
    expect(rest.body.data.options[0]).toMatchObject({ covers: true });
  });

  it('says why nothing can be offered: no brand with points, or the day is full', async () => {
    const lonely = await signIn(h);
    const none = await call<TransferOptionsData>(
      h.url,
      'transfer-options',
      { targetBrand: 'AMRX', points: 10 },
      { token: lonely.accessToken },
    );
    expect(none.body.data).toEqual({
      options: [],
      refusal: {
        code: 'no_brand_to_move_from',
        message: 'No other brand is joined',
        brandName: names('AMRX'),
      },
    });
    // Its only other brand has nothing left to send.
    await join(h, lonely, ['KFC']);
    const amrx = (await balances(h, lonely)).brands.AMRX!.pointBalance;
    if (amrx > 0) expect((await transfer(h, lonely, 'AMRX', 'KFC', amrx)).status).toBe(200);
    const poor = await call<TransferOptionsData>(
      h.url,
      'transfer-options',
      { targetBrand: 'KFC', points: 10 },
      { token: lonely.accessToken },
    );
    expect(poor.body.data).toEqual({
      options: [],
      refusal: {
        code: 'no_points_to_move',
        message: 'No other brand has points to move',
        brandName: names('KFC'),
      },
    });
    // KFC has received all it may today.
    const busy = await everywhere(0);
    for (let i = 0; i < 5; i++) await order(h, busy, 'KFC', 10_000);
    const full = await call<TransferOptionsData>(
      h.url,
      'transfer-options',
      { targetBrand: 'KFC', points: 10 },
      { token: busy.accessToken },
    );
    expect(full.body.data).toEqual({
      options: [],
      refusal: {
        code: 'daily_limit',
        message: "The target brand's daily earning limit is reached",
        dailyLimit: 500,
        dailyLimitLeft: 0,
        brandName: names('KFC'),
      },
    });
  });
});

// Rules only ever rise here, so every earlier credit stays within the caps the invariants read.
describe.each(DRIVERS)('transfer rules at random on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: LEDGER_SETTINGS });

  it('every proposal and every quote is taken by the transfer (random balances, shortfalls, rules)', async () => {
    const OTHERS = BRAND_CODES.filter((b) => b !== 'AMRX');
    const caps = new Map(
      BRAND_SEEDS.map((b) => [b.code, { perOrder: b.earnPerOrder, daily: b.dailyEarningLimit }]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          earned: fc.dictionary(fc.constantFrom(...BRAND_CODES), fc.integer({ min: 0, max: 300 })),
          target: fc.constantFrom(...BRAND_CODES),
          shortfall: fc.integer({ min: 1, max: 400 }),
          perOrder: fc.integer({ min: 100, max: 400 }),
          dailyExtra: fc.integer({ min: 0, max: 600 }),
          quoteFrom: fc.constantFrom(...BRAND_CODES),
          quotePoints: fc.integer({ min: 1, max: 400 }),
        }),
        async (c) => {
          const was = caps.get(c.target)!;
          const perOrder = Math.max(was.perOrder, c.perOrder);
          const rule = { perOrder, daily: Math.max(was.daily, perOrder + c.dailyExtra) };
          caps.set(c.target, rule);
          await h.db.execute(
            sql`update brands set earn_per_order = ${rule.perOrder}, daily_earning_limit = ${rule.daily}
                where code = ${c.target}`,
          );
          const s = await signIn(h);
          await join(h, s, OTHERS);
          for (const [b, pts] of Object.entries(c.earned))
            if (pts > 0) await order(h, s, b as BrandCode, pts * 100);
          const offered = await call<TransferOptionsData>(
            h.url,
            'transfer-options',
            { targetBrand: c.target, points: c.shortfall },
            { token: s.accessToken },
          );
          expect(offered.status).toBe(200);
          const pick = offered.body.data.options[0];
          if (pick) {
            const moved = await transfer(h, s, pick.sourceBrand, c.target, pick.send);
            expect(moved.status, JSON.stringify({ c, pick, moved: moved.body })).toBe(200);
            expect(moved.body.data).toMatchObject({ receive: pick.receive });
            if (pick.covers) expect(pick.receive).toBeGreaterThanOrEqual(c.shortfall);
          } else {
            expect(offered.body.data.refusal).not.toBeNull();
          }
          if (c.quoteFrom !== c.target) {
            const body = { sourceBrand: c.quoteFrom, targetBrand: c.target, points: c.quotePoints };
            const quoted = await call<{ receive: number } | { refusal: { code: string } }>(
              h.url,
              'transfer-quote',
              body,
              { token: s.accessToken },
            );
            const moved = await transfer(h, s, c.quoteFrom, c.target, c.quotePoints);
            const seen = JSON.stringify({ body, quoted: quoted.body, moved: moved.body });
            expect(quoted.status, seen).toBe(200);
            // A quote that says yes is taken as quoted; one that says no, refused for its reason.
            if ('refusal' in quoted.body.data) {
              expect(moved.status, seen).toBeGreaterThanOrEqual(400);
              expect(moved.body.data, seen).toMatchObject({ code: quoted.body.data.refusal.code });
              expect(moved.body.message).toBe(quoted.body.message);
            } else {
              expect(moved.status, seen).toBe(200);
              expect(moved.body.data).toMatchObject({ receive: quoted.body.data.receive });
            }
          }
          expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});

describe('brand rules under which a brand cannot be reached', () => {
  it('stop the service from starting, naming the pairs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-rules-'));
    try {
      const first = await startLoyaltyService({ port: 0, demo: true, dataDir });
      await first.close();
      const database = await openDatabase({ dataDir });
      await database.db.execute(sql`update brands set earn_per_order = 60 where code = 'Peet'`);
      await expect(checkEveryTransferPossible(database.db, 50)).rejects.toThrow(
        /TGIF→Peet: 50 points bring 200/,
      );
      await database.close();
      await expect(startLoyaltyService({ port: 0, demo: true, dataDir })).rejects.toThrow(
        /no transfer between some brands/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
