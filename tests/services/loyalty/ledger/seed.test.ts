import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { signIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';
import { balances } from '../support/ledger-flows';

// The demo members (README) start with points in several brands, lots expiring soon, vouchers
// and a history of every kind, all written through the ledger so the invariants hold.
describe.each(DRIVERS)('demo ledger seed on %s', (driver) => {
  const h = harnessForBlock(driver);

  it('holds every ledger invariant', async () => {
    expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
  });

  it('gives each demo member balances, expiring lots, vouchers and a varied history', async () => {
    const kinds = new Set<string>();
    for (const m of DEMO_MEMBERS) {
      const s = await signIn(h, { phone: { cCode: m.cCode, phnNo: m.phnNo } });
      const b = await balances(h, s);
      const funded = Object.values(b.brands).filter((x) => x.pointBalance > 0);
      expect(funded.length, m.phnNo).toBeGreaterThanOrEqual(2);
      const soon = await call<{ total: number }>(
        h.url,
        'expiring-soon',
        {},
        { token: s.accessToken },
      );
      if (m.phnNo !== '551234567') expect(soon.body.data.total, m.phnNo).toBeGreaterThan(0);
      const hist = await call<{ rewards: { kind: string }[] }>(
        h.url,
        'reward-history',
        { pageSize: 50 },
        { token: s.accessToken },
      );
      for (const r of hist.body.data.rewards) kinds.add(r.kind);
    }
    expect([...kinds].sort()).toEqual(
      [
        'earned',
        'expiry',
        'joining-bonus',
        'redeemed',
        'reversal',
        'transfer-in',
        'transfer-out',
      ].sort(),
    );
    const statuses = rowsOf<{ status: string }>(
      await h.db.execute(sql`select distinct status from member_vouchers`),
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual(['activated', 'redeemed', 'unlocked']);
  });
});
