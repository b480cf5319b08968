import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { notFound } from '@/services/loyalty/http/errors';
import {
  REWARD_COLUMNS,
  VOUCHER_COLUMNS,
  brandCodeIn,
  brandCodeOf,
  toReward,
  voucherRow,
  type RewardRow,
} from '@/services/loyalty/ledger/reward-view';
import { q } from '@/services/loyalty/ledger/sql';
import { voucherAction } from '@/services/loyalty/ledger/vouchers';

const DEFAULT_PAGE_SIZE = 10;

/** One extra row tells whether another page exists (docs/product.md §3 isNextPage). */
function page<T>(rows: T[], size: number): { items: T[]; isNextPage: boolean } {
  return { items: rows.slice(0, size), isNextPage: rows.length > size };
}

// docs/product.md §3 Reward / voucher and §4 Reward flow.
export function registerRewards(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'reward-list', async ({ body, now }) => {
    const size = body.pageSize ?? DEFAULT_PAGE_SIZE;
    const offset = ((body.page ?? 1) - 1) * size;
    const rows = await q<RewardRow>(
      db,
      sql`select ${REWARD_COLUMNS} from rewards r where r.brand_code = ${brandCodeIn(body.brand)}
          ${body.channel ? sql`and r.channel = ${body.channel}` : sql``}
          order by r.sort_order limit ${size + 1} offset ${offset}`,
    );
    const p = page(rows, size);
    return { data: { rewards: p.items.map((r) => toReward(r, now)), isNextPage: p.isNextPage } };
  });

  defineCall(app, deps, 'reward-details', async ({ body, now }) => {
    const [row] = await q<RewardRow>(
      db,
      sql`select ${REWARD_COLUMNS} from rewards r
          where r.id = ${body.id} and r.brand_code = ${brandCodeIn(body.brand)}`,
    );
    if (!row) throw notFound('Reward not found');
    return { data: { reward: toReward(row, now) } };
  });

  defineCall(app, deps, 'voucher-list', async (ctx) => {
    const { body, now } = ctx;
    const size = body.pageSize ?? DEFAULT_PAGE_SIZE;
    const offset = ((body.page ?? 1) - 1) * size;
    const rows = await q<RewardRow>(
      db,
      sql`select ${REWARD_COLUMNS}, ${VOUCHER_COLUMNS}
          from member_vouchers v join rewards r on r.id = v.reward_id
          where v.member_id = ${memberOf(ctx).memberId} and v.brand_code = ${brandCodeIn(body.brand)}
          ${body.channel ? sql`and r.channel = ${body.channel}` : sql``}
          order by v.unlocked_at desc, v.id limit ${size + 1} offset ${offset}`,
    );
    const p = page(rows, size);
    return { data: { vouchers: p.items.map((r) => toReward(r, now)), isNextPage: p.isNextPage } };
  });

  defineCall(app, deps, 'voucher-details', async (ctx) => {
    const row = await voucherRow(db, memberOf(ctx).memberId, ctx.body.id);
    const brand = await brandCodeOf(db, ctx.body.brand);
    if (!row || row.brand_code !== brand) throw notFound('Voucher not found');
    return { data: { voucher: toReward(row, ctx.now) } };
  });

  defineCall(app, deps, 'redeem-reward', async (ctx) => {
    const reply = await voucherAction(db, memberOf(ctx).memberId, ctx.body, ctx.now);
    const message = {
      unlock: 'Reward unlocked',
      activate: 'Voucher activated',
      redeem: 'Voucher redeemed',
    }[ctx.body.action];
    return { message, data: reply };
  });
}
