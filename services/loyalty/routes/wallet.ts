import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { memberCardFor } from '@/services/loyalty/domain/member-card';
import { newWalletPass } from '@/services/loyalty/domain/wallet-pass';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import {
  REWARD_COLUMNS,
  VOUCHER_COLUMNS,
  toReward,
  type RewardRow,
} from '@/services/loyalty/ledger/reward-view';
import { at, q } from '@/services/loyalty/ledger/sql';

/** More activated vouchers than a member could show at one till. */
const WALLET_VOUCHERS = 50;

// The wallet a device keeps for the till (docs/product.md §4 Member card and Offline wallet):
// this device's member card and every activated voucher still live, of every brand, including
// those activated on another device.
export function registerWallet(app: Hono, deps: Deps): void {
  defineCall(app, deps, 'member-wallet', async (ctx) => {
    const auth = memberOf(ctx);
    const [card, rows, brands] = await Promise.all([
      memberCardFor(deps.db, deps.settings.lookupSecret, auth, ctx.now),
      q<RewardRow>(
        deps.db,
        sql`select ${REWARD_COLUMNS}, ${VOUCHER_COLUMNS}
            from member_vouchers v join rewards r on r.id = v.reward_id
            where v.member_id = ${auth.memberId} and v.status = 'activated'
              and v.expires_at > ${at(ctx.now)}
            order by v.expires_at, v.id limit ${WALLET_VOUCHERS}`,
      ),
      q<{ code: string; name_en: string; name_ar: string }>(
        deps.db,
        sql`select code, name_en, name_ar from brands`,
      ),
    ]);
    const brandNames = Object.fromEntries(
      brands.map((b) => [b.code, { en: b.name_en, ar: b.name_ar }]),
    );
    return { data: { card, vouchers: rows.map((r) => toReward(r, ctx.now)), brandNames } };
  });

  defineCall(app, deps, 'wallet-pass', async (ctx) => {
    const pass = await newWalletPass(
      deps.db,
      deps.settings.lookupSecret,
      memberOf(ctx).memberId,
      ctx.body.wallet,
      ctx.now,
    );
    return { data: pass };
  });
}
