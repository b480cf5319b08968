import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { history } from '@/services/loyalty/ledger/history';
import {
  REWARD_COLUMNS,
  VOUCHER_COLUMNS,
  toReward,
  type RewardRow,
} from '@/services/loyalty/ledger/reward-view';
import { q } from '@/services/loyalty/ledger/sql';

// docs/product.md §3 Transaction history: rows of this page, and the vouchers its redemptions used.
export function registerHistory(app: Hono, deps: Deps): void {
  defineCall(app, deps, 'reward-history', async (ctx) => {
    const memberId = memberOf(ctx).memberId;
    // What lapsed since the expiry job last ran is expired now, so the rows and the balance agree.
    await runExpiry(deps.db, ctx.now, 50, memberId);
    const { rows, isNextPage } = await history(deps.db, memberId, {
      filter: ctx.body.filter ?? 'all',
      brand: ctx.body.brand,
      page: ctx.body.page ?? 1,
      pageSize: ctx.body.pageSize ?? 20,
      language: ctx.headers.language,
    });
    const ids = rows.flatMap((r) => (r.voucherId ? [r.voucherId] : []));
    const vouchers = ids.length
      ? await q<RewardRow>(
          deps.db,
          sql`select ${REWARD_COLUMNS}, ${VOUCHER_COLUMNS}
              from member_vouchers v join rewards r on r.id = v.reward_id
              where v.member_id = ${memberId} and v.id::text in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}) order by v.redeemed_at desc`,
        )
      : [];
    return {
      data: {
        // The contract's schema drops voucherId on the way out.
        rewards: rows,
        vouchers: vouchers.map((v) => toReward(v, ctx.now)),
        isNextPage,
      },
    };
  });
}
