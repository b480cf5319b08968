import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@/lib/contract/common';
import type { ErrorData } from '@/lib/contract/envelope';
import type { ServiceErrorCode } from '@/lib/contract/error-codes';
import { ServiceError } from '@/services/loyalty/http/errors';
import { IDEMPOTENCY_MISMATCH } from '@/services/loyalty/ledger/idempotency';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';

// A refused quote or transfer (docs/product.md §5, §8). ledger_transfer (ledger/ledger.sql) raises
// a code; here it becomes the contract's error code (lib/contract/error-codes.ts), the field it
// is about and the values the member's words carry (lib/contract/envelope.ts ErrorData). The
// words themselves are the BFF's, once per language (messages/*.json ServiceErrorDetails, worded
// by lib/bff/member-text.ts); the service's message is plain English for a caller reading the code.

export const INSUFFICIENT_POINTS = 'Insufficient points balance';

type Values = Omit<NonNullable<ErrorData>, 'code'>;

/** What the database knows of a brand of a refused transfer, and of the member there. */
interface BrandFacts {
  name: LocalizedText;
  perOrder: number;
  dailyLimit: number;
  /** The member's spendable balance there; null when the member is not known. */
  spendable: number | null;
  /** What is left of the brand's daily earning limit for the member today (ledger_day_room). */
  dayRoom: number | null;
}

interface Context {
  request: { sourceBrand: string; targetBrand: string; points: number };
  minimum: number;
  /** What ledger_transfer_check raised beside the code (its DETAIL). */
  raised: Record<string, unknown>;
  brand: (code: unknown) => BrandFacts | undefined;
}

interface Refusal {
  code: ServiceErrorCode;
  message: string;
  field?: string | ((raised: Record<string, unknown>) => string);
  /** The refusal's values (docs/product.md §8); `reads` when they need the brands' facts. */
  values?: (c: Context) => Values;
  reads?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const whole = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : num(v));

/** Every refusal of a quote or transfer, keyed as ledger_transfer raises them. */
const REFUSALS: Record<string, Refusal> = {
  session_invalid: {
    code: 'session_invalid',
    message: 'Your session has ended. Please sign in again.',
  },
  idempotency_mismatch: { code: 'idempotency_mismatch', message: IDEMPOTENCY_MISMATCH },
  same_brand: { code: 'same_brand', message: 'Choose two different brands', field: 'targetBrand' },
  unknown_brand: {
    code: 'invalid_input',
    message: 'Unknown brand',
    field: (raised) => text(raised.field) ?? 'targetBrand',
  },
  not_member: {
    code: 'not_member',
    message: 'Not a member of this brand yet',
    reads: true,
    values: (c) => ({ brandName: c.brand(c.raised.brand)?.name }),
  },
  no_rate: {
    code: 'invalid_input',
    message: 'No exchange rate between these brands',
    field: 'targetBrand',
  },
  below_minimum: {
    code: 'below_minimum',
    message: 'Below the minimum transfer',
    field: 'points',
    values: (c) => ({ minimum: c.minimum }),
  },
  zero_receive: {
    code: 'zero_receive',
    message: 'This amount converts to 0 points at the rate',
    field: 'points',
  },
  insufficient_points: {
    code: 'insufficient_points',
    message: INSUFFICIENT_POINTS,
    field: 'points',
    reads: true,
    values: (c) => {
      const source = c.brand(c.request.sourceBrand);
      const missing = source?.spendable == null ? 0 : c.request.points - source.spendable;
      // A balance that grew since the refusal has nothing missing to say.
      return missing > 0 ? { missing, brandName: source!.name } : {};
    },
  },
  earn_per_order_limit: {
    code: 'earn_per_order_limit',
    message: 'More than the target brand takes in one transfer',
    field: 'points',
    reads: true,
    values: (c) => {
      const target = c.brand(c.request.targetBrand);
      return {
        maxPerTransfer: whole(c.raised.perOrder) ?? target?.perOrder,
        brandName: target?.name,
      };
    },
  },
  daily_limit: {
    code: 'daily_limit',
    message: "More than is left of the target brand's daily earning limit today",
    field: 'points',
    reads: true,
    values: (c) => {
      const target = c.brand(c.request.targetBrand);
      return {
        dailyLimit: whole(c.raised.limit) ?? target?.dailyLimit,
        dailyLimitLeft: target?.dayRoom ?? undefined,
        brandName: target?.name,
      };
    },
  },
};

/** Who asked: a member, or the bearer of an access token (sha256) whose session names one. */
export type Asker = { memberId: string } | { tokenHash: string; idleCutoff: string };

/**
 * The brands of a refused transfer as the refusal's values need them: names, caps, and the
 * member's balance and room today there. Read after the refusal, outside the statement that
 * refused (a refusal is rare and this costs no lock); ledger_transfer_check raises only a few.
 */
async function brandFacts(
  db: Tx,
  who: Asker,
  request: Context['request'],
  now: Date,
): Promise<Map<string, BrandFacts>> {
  const memberId = 'memberId' in who ? who.memberId : null;
  const tokenHash = 'tokenHash' in who ? who.tokenHash : null;
  const cutoff = 'idleCutoff' in who ? who.idleCutoff : null;
  const instant = now.toISOString();
  const rows = await q<Record<string, unknown>>(
    db,
    sql`with m as (
          select id, country from members where deleted_at is null and id = coalesce(
            ${memberId}::uuid,
            (select o_member from ledger_live_session(${tokenHash}, ${cutoff}::timestamptz, ${instant}::timestamptz))))
        select b.code, b.name_en, b.name_ar, b.earn_per_order, b.daily_earning_limit,
          case when m.id is not null then ledger_spendable(m.id, b.code, ${instant}::timestamptz) end as spendable,
          case when m.id is not null then ledger_day_room(m.id, b.code, case when m.country = 'KSA'
            then ${localDay('KSA', now).key}::date else ${localDay('UAE', now).key}::date end) end as day_room
        from brands b left join m on true
        where b.code in (${request.sourceBrand}, ${request.targetBrand})`,
  );
  return new Map(
    rows.map((r) => [
      String(r.code),
      {
        name: { en: String(r.name_en), ar: String(r.name_ar) },
        perOrder: num(r.earn_per_order),
        dailyLimit: num(r.daily_earning_limit),
        spendable: whole(r.spendable) ?? null,
        dayRoom: whole(r.day_room) ?? null,
      },
    ]),
  );
}

/**
 * The service's refusal for an error ledger_transfer_check or ledger_transfer raised (SQLSTATE
 * LT400, its code as the message), with its values; null for any other error.
 */
export async function transferRefusal(
  db: Tx,
  err: unknown,
  ctx: { who: Asker; request: Context['request']; minimum: number; now: Date },
): Promise<ServiceError | null> {
  // drizzle wraps the driver's error (DrizzleQueryError); queryFixed does not.
  const raw = err as { code?: unknown; cause?: unknown };
  const e = (raw?.code === undefined && raw?.cause ? raw.cause : err) as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
  };
  if (e?.code !== 'LT400' || typeof e.message !== 'string' || !Object.hasOwn(REFUSALS, e.message))
    return null;
  const refusal = REFUSALS[e.message]!;
  const raised =
    typeof e.detail === 'string' ? (JSON.parse(e.detail) as Record<string, unknown>) : {};
  // The values are for words only: when they cannot be read (a transaction the refusal ended),
  // the refusal goes without them and the member reads its plain words.
  const brands = refusal.reads
    ? await brandFacts(db, ctx.who, ctx.request, ctx.now).catch(() => new Map())
    : new Map<string, BrandFacts>();
  const values = refusal.values?.({
    request: ctx.request,
    minimum: ctx.minimum,
    raised,
    brand: (code) => (typeof code === 'string' ? brands.get(code) : undefined),
  });
  const field = typeof refusal.field === 'function' ? refusal.field(raised) : refusal.field;
  const detail = Object.fromEntries(
    Object.entries({ field, ...values }).filter(([, v]) => v !== undefined),
  );
  return new ServiceError(refusal.code, refusal.message, detail);
}
