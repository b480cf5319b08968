import { sql } from 'drizzle-orm';
import type { BrandCode } from '@/lib/contract/common';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import type { Db } from '@/services/loyalty/db/client';
import { counted } from '@/services/loyalty/domain/counts';
import { num, q } from '@/services/loyalty/ledger/sql';

// docs/product.md §3 Transaction history: the member's wallet and pending entries, newest first, each with a
// reason a person can read (order at brand, transfer with rate, reward, expiry, joining bonus,
// reversal, a voucher's points given back). An order in progress shows once, as pending, and
// stays that one row when it completes (the move from pending to the wallet is not a row). An
// expiry is dated by the lots' expiry. A cancelled order's points that were already spent or
// moved show as owed, and each later payment towards them as its own row (docs/product.md §4
// Cancelled orders), so the rows add up to the balance less what is owed.

export type HistoryFilter = 'all' | 'earned' | 'redeemed' | 'expiry';
type Kind = HistoryRowData['kind'];

export interface HistoryRow {
  id: string;
  brand: BrandCode;
  kind: Kind;
  points: number;
  reason: string;
  occurredAt: string;
  pending: boolean;
  voucherId: string | null;
}

const FILTERS: Record<HistoryFilter, ReturnType<typeof sql>> = {
  all: sql`t.kind not in ('close', 'release')`,
  earned: sql`(t.kind in ('earn', 'joining-bonus', 'refund') or (t.kind = 'transfer' and e.amount > 0))`,
  redeemed: sql`(t.kind = 'redeem' or (t.kind = 'transfer' and e.amount < 0))`,
  expiry: sql`t.kind = 'expiry'`,
};

/** The member's accounts a row can be on: wallets, pending points, and what is owed when owed. */
const ACCOUNTS = sql`(a.kind in ('wallet', 'pending') or (a.kind = 'owed' and t.kind = 'reversal'))`;

// Arabic reasons isolate what is not Arabic prose: an order id, a brand's name (مكافآت AMRX mixes
// scripts) between FSI and PDI, so that "QA-J4-503978626-1" and "مكافآت AMRX" keep their order
// inside the sentence; the page renders each isolate unbroken (components/ui/isolated-text.tsx).
// A number and its unit are joined by a no-break space. English reads left to right throughout
// and is left as it is.
const FSI = '\u2068';
const PDI = '\u2069';
const NBSP = '\u00a0';
const isolated = (text: unknown) => `${FSI}${String(text)}${PDI}`;

const REVERSAL = {
  owed: {
    en: (order: string, brand: string) =>
      `Owed for cancelled order ${order} at ${brand}: taken from your next ${brand} points`,
    ar: (order: string, brand: string) =>
      `مستحق عن الطلب الملغى ${isolated(order)} لدى ${isolated(brand)}، يُخصم من نقاطك القادمة لدى ${isolated(brand)}`,
  },
  settle: {
    en: (order: string, brand: string) => `Towards points owed at ${brand}, from order ${order}`,
    ar: (order: string, brand: string) =>
      `سداد نقاط مستحقة لدى ${isolated(brand)} من الطلب ${isolated(order)}`,
  },
};

/** When a row happened: an expiry when its lots expired, anything else when it was written. */
const OCCURRED = sql`coalesce((t.memo->>'expiredAt')::timestamptz, e.created_at)`;

type Memo = Record<string, string | number | undefined>;
type Names = Map<string, { en: string; ar: string }>;
type Language = 'en' | 'ar';

const POINTS_EN = { one: `#${NBSP}point`, other: `#${NBSP}points` };
// After "انتهت صلاحية" the dual is genitive: نقطتين.
const POINTS_AR = { one: 'نقطة واحدة', two: 'نقطتين', few: `#${NBSP}نقاط`, other: `#${NBSP}نقطة` };
// Either side of a rate's "=", the dual is nominative: نقطتان.
const RATE_POINTS_AR = {
  one: 'نقطة واحدة',
  two: 'نقطتان',
  few: `#${NBSP}نقاط`,
  other: `#${NBSP}نقطة`,
};

/**
 * A transfer's rate as a member reads it, both sides in points of their brand, each count in the
 * form it takes: "1 KFC point = 2 Pizza Hut points", "نقطة واحدة من كنتاكي = نقطتان من بيتزا هت"
 * (the names isolated).
 * `rate` is what one source point brings (a decimal for an uneven rate, to four places).
 */
export function rateText(rate: number, source: string, target: string, lang: Language): string {
  if (lang === 'ar')
    return `${counted(1, 'ar', RATE_POINTS_AR)} من ${isolated(source)} = ${counted(rate, 'ar', RATE_POINTS_AR)} من ${isolated(target)}`;
  const side = (n: number, brand: string) =>
    counted(n, 'en', { one: `#${NBSP}${brand} point`, other: `#${NBSP}${brand} points` });
  return `${side(1, source)} = ${side(rate, target)}`;
}

/** A row's reason in the member's language (docs/product.md §3 Transaction history). */
export function reason(
  kind: Kind,
  row: { txKind: string; account: string; memo: Memo },
  points: number,
  lang: Language,
  names: Names,
): string {
  const memo = row.memo;
  const ar = lang === 'ar';
  // A brand's name in the language, isolated in Arabic; an order id likewise.
  const n = (code: unknown) => {
    const name = names.get(String(code))?.[lang] ?? String(code);
    return ar ? isolated(name) : name;
  };
  const id = (order: unknown) => (ar ? isolated(order) : String(order));
  const name = (code: unknown) => names.get(String(code))?.[lang] ?? String(code);
  const [rn, rd] = String(memo.rate ?? '1:1')
    .split(':')
    .map(Number);
  const rate = `(${rateText(+((rn ?? 1) / (rd ?? 1)).toFixed(4), name(memo.sourceBrand), name(memo.targetBrand), lang)})`;
  switch (kind) {
    case 'earned':
      return ar
        ? `طلب ${id(memo.orderId)} لدى ${n(memo.brand)}`
        : `Order ${memo.orderId} at ${n(memo.brand)}`;
    case 'joining-bonus':
      return ar
        ? `نقاط ترحيبية عند الانضمام إلى ${n(memo.brand)}`
        : `Joining bonus for ${n(memo.brand)}`;
    case 'transfer-out':
      return ar
        ? `تحويل إلى ${n(memo.targetBrand)} ${rate}`
        : `Transfer to ${n(memo.targetBrand)} ${rate}`;
    case 'transfer-in':
      return ar
        ? `تحويل من ${n(memo.sourceBrand)} ${rate}`
        : `Transfer from ${n(memo.sourceBrand)} ${rate}`;
    case 'redeemed':
      return ar ? `مكافأة: ${memo.titleAr}` : `Reward: ${memo.titleEn}`;
    case 'refund':
      if (memo.voidedBy)
        return ar
          ? `أُعيدت نقاط قسيمة أُلغيت مع الطلب الملغى ${id(memo.voidedBy)}: ${memo.titleAr}`
          : `Points back from a voucher voided with cancelled order ${memo.voidedBy}: ${memo.titleEn}`;
      return ar
        ? `أُعيدت نقاط قسيمة لم تُستخدم: ${memo.titleAr}`
        : `Points back for an unused voucher: ${memo.titleEn}`;
    case 'expiry':
      return ar
        ? `انتهت صلاحية ${counted(Math.abs(points), 'ar', POINTS_AR)}`
        : `${counted(Math.abs(points), 'en', POINTS_EN)} expired`;
    case 'reversal':
      if (row.txKind === 'settle')
        return REVERSAL.settle[lang](String(memo.orderId), name(memo.brand));
      if (row.account === 'owed')
        return REVERSAL.owed[lang](String(memo.orderId), name(memo.brand));
      return ar
        ? `خصم نقاط الطلب الملغى ${id(memo.orderId)} لدى ${n(memo.brand)}`
        : `Reversal of cancelled order ${memo.orderId} at ${n(memo.brand)}`;
  }
}

function kindOf(txKind: string, amount: number): Kind {
  if (txKind === 'transfer') return amount > 0 ? 'transfer-in' : 'transfer-out';
  if (txKind === 'earn') return 'earned';
  if (txKind === 'redeem') return 'redeemed';
  if (txKind === 'settle') return 'reversal';
  return txKind as Kind;
}

export async function history(
  db: Db,
  memberId: string,
  opts: {
    filter: HistoryFilter;
    brand?: BrandCode;
    page: number;
    pageSize: number;
    language: 'en' | 'ar';
  },
): Promise<{ rows: HistoryRow[]; isNextPage: boolean }> {
  const rows = await q<{
    id: unknown;
    amount: unknown;
    brand_code: string;
    occurred_at: string | Date;
    kind: string;
    memo: Memo;
    ref: string | null;
    pending: boolean;
    account: string;
    names: Record<string, { en: string; ar: string }>;
  }>(
    db,
    // The brands' names, which the reasons quote, come in the same statement (computed once).
    sql`select e.id, e.amount, e.brand_code, ${OCCURRED} as occurred_at, t.kind, t.memo, t.ref,
          a.kind as account,
          (select json_object_agg(code, json_build_object('en', name_en, 'ar', name_ar))
             from brands) as names,
          (a.kind = 'pending' and t.kind = 'earn' and exists (
            select 1 from orders o where o.brand_code = e.brand_code and o.external_id = t.ref
              and o.status = 'active')) as pending
        from journal_entries e
        join journal_transactions t on t.id = e.tx_id
        join accounts a on a.id = e.account_id
        where a.member_id = ${memberId} and ${ACCOUNTS} and ${FILTERS[opts.filter]}
          and ${opts.brand ? sql`e.brand_code = ${opts.brand}` : sql`true`}
        order by ${OCCURRED} desc, e.id desc
        limit ${opts.pageSize + 1} offset ${(opts.page - 1) * opts.pageSize}`,
  );
  const names: Names = new Map(Object.entries(rows[0]?.names ?? {}));
  return {
    isNextPage: rows.length > opts.pageSize,
    rows: rows.slice(0, opts.pageSize).map((r) => {
      const points = num(r.amount);
      const kind = kindOf(r.kind, points);
      return {
        id: String(num(r.id)),
        brand: r.brand_code as BrandCode,
        kind,
        points,
        reason: reason(
          kind,
          { txKind: r.kind, account: r.account, memo: r.memo },
          points,
          opts.language,
          names,
        ),
        occurredAt: new Date(r.occurred_at).toISOString(),
        pending: Boolean(r.pending),
        voucherId: kind === 'redeemed' || kind === 'refund' ? r.ref : null,
      };
    }),
  };
}
