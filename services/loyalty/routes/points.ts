import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { BrandCode, CountryCode } from '@/lib/contract/common';
import { leftToday } from '@/lib/contract/left-today';
import type { Deps } from '@/services/loyalty/deps';
import {
  authenticate,
  defineCall,
  memberOf,
  type CallContext,
} from '@/services/loyalty/http/define-call';
import { liveSessionOf } from '@/services/loyalty/domain/sessions';
import { ServiceError, unauthorized } from '@/services/loyalty/http/errors';
import { counted } from '@/services/loyalty/domain/counts';
import { expiringSoon, sessionBalances } from '@/services/loyalty/ledger/balances';
import { registerMember } from '@/services/loyalty/ledger/enrol';
import { q } from '@/services/loyalty/ledger/sql';
import { quote, transferOptions, transferPoints } from '@/services/loyalty/ledger/transfer';

const MONTHS_EN = { one: '# month', other: '# months' };
// After "أكثر من" the dual is genitive: شهرين.
const MONTHS_AR = { one: 'شهر واحد', two: 'شهرين', few: '# أشهر', many: '# شهرًا', other: '# شهر' };

// Member points calls (docs/product.md §3 Loyalty brands, Transfer; §5 limits; docs/architecture.md §4).
export function registerPoints(app: Hono, deps: Deps): void {
  const { db, settings } = deps;
  const minimum = settings.ledger.minimumPointTransfer;

  // A member's every page reads the balances: the session is checked in their statement.
  const balances = async (ctx: CallContext<'loyalty-brands' | 'remaining-limit'>) => {
    const found = await sessionBalances(
      db,
      liveSessionOf(ctx.bearer!, ctx.now, settings.tokens),
      ctx.now,
    );
    await ctx.admit(found.session);
    return found.brands;
  };

  defineCall(
    app,
    deps,
    'loyalty-brands',
    async (ctx) => {
      // The token says whose points these are; the body's phone (docs/product.md §7) is not trusted for it.
      const rows = await balances(ctx);
      const brands = Object.fromEntries(
        rows.map((r) => [
          r.code,
          {
            pointBalance: r.pointBalance,
            pendingPoints: r.pendingPoints,
            isLoyaltyMember: r.isLoyaltyMember,
            dailyEarningLimit: r.dailyEarningLimit,
            earnPerOrder: r.earnPerOrder,
            totalDailyEarnPoint: r.totalDailyEarnPoint,
            nextExpiry: r.nextExpiry,
          },
        ]),
      );
      return {
        message: 'Points fetched successfully',
        data: { total: rows.reduce((s, r) => s + r.pointBalance, 0), brands },
      };
    },
    { authInHandler: 'admit' },
  );

  defineCall(
    app,
    deps,
    'remaining-limit',
    async (ctx) => ({
      data: {
        brands: Object.fromEntries(
          (await balances(ctx)).map((r) => [
            r.code,
            {
              remaining: leftToday(r),
              dailyEarningLimit: r.dailyEarningLimit,
            },
          ]),
        ),
      },
    }),
    { authInHandler: 'admit' },
  );

  defineCall(app, deps, 'transfer-limits', async () => {
    const rows = await q<{ code: BrandCode; months: number }>(
      db,
      sql`select code, point_expiry_months as months from brands where active order by sort_order`,
    );
    const months = Math.min(...rows.map((r) => Number(r.months)));
    return {
      data: {
        transferPointsLimit: {
          brands: rows.map((r) => r.code),
          minimumPointTransfer: minimum,
          pointExpireAfterText: {
            // Points keep their expiry across brands (ledger_transfer, ledger/ledger.sql).
            en: `Transferred points keep their expiry date, and expire at most ${counted(months, 'en', MONTHS_EN)} after the transfer.`,
            ar: `تحتفظ النقاط المحوّلة بتاريخ انتهاء صلاحيتها، ولا تبقى أكثر من ${counted(months, 'ar', MONTHS_AR)} بعد التحويل.`,
          },
        },
      },
    };
  });

  // Quote and options ask the transfer's own rule, outside a transaction (a refusal raised in the
  // database would end it); the member is checked to be live first.
  const countryOf = async (memberId: string) => {
    const [m] = await q<{ country: CountryCode }>(
      db,
      sql`select country from members where id = ${memberId} and deleted_at is null`,
    );
    if (!m) throw unauthorized('Your session has ended. Please sign in again.', 'session_invalid');
    return m.country;
  };

  defineCall(app, deps, 'transfer-quote', async (ctx) => {
    const memberId = memberOf(ctx).memberId;
    const asked = quote(db, memberId, await countryOf(memberId), ctx.body, minimum, ctx.now);
    // A no is the quote's answer (lib/contract/loyalty.ts TransferQuoteDataSchema): the transfer's own
    // refusal, code and values. A session that has ended is no answer: it stays a 401.
    const qt = await asked.catch((err: unknown) => {
      if (err instanceof ServiceError && err.status !== 401 && err.status < 500)
        return { refusal: { ...err.data, message: err.message } };
      throw err;
    });
    if ('refusal' in qt) return { message: qt.refusal.message, data: qt };
    return {
      data: {
        send: qt.send,
        receive: qt.receive,
        rate: qt.rate,
        minimumPointTransfer: qt.minimumPointTransfer,
        remainingDailyLimit: qt.remainingDailyLimit,
      },
    };
  });

  defineCall(app, deps, 'transfer-options', async (ctx) => {
    const memberId = memberOf(ctx).memberId;
    const country = await countryOf(memberId);
    return {
      data: await transferOptions(
        db,
        memberId,
        country,
        ctx.body.targetBrand,
        ctx.body.points,
        minimum,
        ctx.now,
      ),
    };
  });

  // The session is checked inside the transfer's one statement (docs/quality.md §3); a refused transfer
  // rolls that back, so the session is then checked (and its idle clock kept) on its own.
  const idleSeconds = settings.tokens.idleSeconds;
  defineCall(
    app,
    deps,
    'transfer-points',
    async (ctx) => {
      const who = { token: ctx.bearer!, idleSeconds };
      const data = await transferPoints(db, who, ctx.body, minimum, ctx.now).catch(
        async (err: unknown) => {
          if (err instanceof ServiceError && err.status !== 401)
            await authenticate(ctx.c, deps, ctx.now);
          throw err;
        },
      );
      return { message: 'Points transferred', data };
    },
    { authInHandler: 'refuse' },
  );

  defineCall(app, deps, 'register-member', async (ctx) => ({
    message: 'Enrolled',
    data: await registerMember(db, memberOf(ctx).memberId, ctx.body, ctx.now, deps.settings),
  }));

  defineCall(app, deps, 'expiring-soon', async (ctx) => {
    const lots = await expiringSoon(
      db,
      memberOf(ctx).memberId,
      ctx.now,
      settings.ledger.expiringSoonDays,
    );
    return {
      data: {
        total: lots.reduce((s, l) => s + l.points, 0),
        lots: lots.map((l) => ({ ...l, brand: l.brand as BrandCode })),
      },
    };
  });
}
