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

const REVERSAL = {
  owed: {
    en: (order: string, brand: string) =>
      `Owed for cancelled order ${order} at ${brand}: taken from your next ${brand} points`,
    ar: (order: string, brand: string) =>
      `مستحق عن الطلب الملغى ${order} لدى ${brand}، يُخصم من نقاطك القادمة لدى ${brand}`,
  },
  settle: {
    en: (order: string, brand: string) => `Towards points owed at ${brand}, from order ${order}`,
    ar: (order: string, brand: string) => `سداد نقاط مستحقة لدى ${brand} من الطلب ${order}`,
  },
};

/** When a row happened: an expiry when its lots expired, anything else when it was written. */
const OCCURRED = sql`coalesce((t.memo->>'expiredAt')::timestamptz, e.created_at)`;

type Memo = Record<string, string | number | undefined>;
type Names = Map<string, { en: string; ar: string }>;

// After "انتهت صلاحية" the dual is genitive: نقطتين.
const POINTS_AR = { one: 'نقطة واحدة', two: 'نقطتين', few: '# نقاط', other: '# نقطة' };

function reason(
  kind: Kind,
  row: { txKind: string; account: string; memo: Memo },
  points: number,
  lang: 'en' | 'ar',
  names: Names,
): string {
  const memo = row.memo;
  const n = (code: unknown) => names.get(String(code))?.[lang] ?? String(code);
  const ar = lang === 'ar';
  const [rn, rd] = String(memo.rate ?? '1:1')
    .split(':')
    .map(Number);
  const rate = `1 ${n(memo.sourceBrand)} = ${+((rn ?? 1) / (rd ?? 1)).toFixed(4)} ${n(memo.targetBrand)}`;
  switch (kind) {
    case 'earned':
      return ar
        ? `طلب ${memo.orderId} لدى ${n(memo.brand)}`
        : `Order ${memo.orderId} at ${n(memo.brand)}`;
    case 'joining-bonus':
      return ar
        ? `نقاط ترحيبية عند الانضمام إلى ${n(memo.brand)}`
        : `Joining bonus for ${n(memo.brand)}`;
    case 'transfer-out':
      return ar
        ? `تحويل إلى ${n(memo.targetBrand)} (${rate})`
        : `Transfer to ${n(memo.targetBrand)} (${rate})`;
    case 'transfer-in':
      return ar
        ? `تحويل من ${n(memo.sourceBrand)} (${rate})`
        : `Transfer from ${n(memo.sourceBrand)} (${rate})`;
    case 'redeemed':
      return ar ? `مكافأة: ${memo.titleAr}` : `Reward: ${memo.titleEn}`;
    case 'refund':
      if (memo.voidedBy)
        return ar
          ? `أُعيدت نقاط قسيمة أُلغيت مع الطلب الملغى ${memo.voidedBy}: ${memo.titleAr}`
          : `Points back from a voucher voided with cancelled order ${memo.voidedBy}: ${memo.titleEn}`;
      return ar
        ? `أُعيدت نقاط قسيمة لم تُستخدم: ${memo.titleAr}`
        : `Points back for an unused voucher: ${memo.titleEn}`;
    case 'expiry':
      return ar
        ? `انتهت صلاحية ${counted(Math.abs(points), 'ar', POINTS_AR)}`
        : `${counted(Math.abs(points), 'en', { one: '# point', other: '# points' })} expired`;
    case 'reversal':
      if (row.txKind === 'settle')
        return REVERSAL.settle[lang](String(memo.orderId), n(memo.brand));
      if (row.account === 'owed') return REVERSAL.owed[lang](String(memo.orderId), n(memo.brand));
      return ar
        ? `خصم نقاط الطلب الملغى ${memo.orderId} لدى ${n(memo.brand)}`
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
  const names: Names = new Map(
    (
      await q<{ code: string; name_en: string; name_ar: string }>(
        db,
        sql`select code, name_en, name_ar from brands`,
      )
    ).map((b) => [b.code, { en: b.name_en, ar: b.name_ar }]),
  );
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
  }>(
    db,
    sql`select e.id, e.amount, e.brand_code, ${OCCURRED} as occurred_at, t.kind, t.memo, t.ref,
          a.kind as account,
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
