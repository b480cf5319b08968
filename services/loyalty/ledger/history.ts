import { sql } from 'drizzle-orm';
import type { BrandCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import { num, q } from '@/services/loyalty/ledger/sql';

// SPEC §3 Transaction history: the member's wallet entries, newest first, each with a reason a
// person can read (order at brand, transfer with rate, reward, expiry, joining bonus, reversal).

export type HistoryFilter = 'all' | 'earned' | 'redeemed' | 'expiry';
type Kind =
  'earned' | 'redeemed' | 'expiry' | 'transfer-in' | 'transfer-out' | 'joining-bonus' | 'reversal';

export interface HistoryRow {
  id: string;
  brand: BrandCode;
  kind: Kind;
  points: number;
  reason: string;
  occurredAt: string;
  voucherId: string | null;
}

const FILTERS: Record<HistoryFilter, ReturnType<typeof sql>> = {
  all: sql`t.kind <> 'close'`,
  earned: sql`(t.kind in ('earn', 'joining-bonus') or (t.kind = 'transfer' and e.amount > 0))`,
  redeemed: sql`(t.kind = 'redeem' or (t.kind = 'transfer' and e.amount < 0))`,
  expiry: sql`t.kind = 'expiry'`,
};

type Memo = Record<string, string | number | undefined>;
type Names = Map<string, { en: string; ar: string }>;

function reason(kind: Kind, memo: Memo, points: number, lang: 'en' | 'ar', names: Names): string {
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
      return ar ? `مكافأة الانضمام إلى ${n(memo.brand)}` : `Joining bonus for ${n(memo.brand)}`;
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
    case 'expiry':
      return ar ? `انتهت صلاحية ${Math.abs(points)} نقطة` : `${Math.abs(points)} points expired`;
    case 'reversal':
      return ar
        ? `إلغاء الطلب ${memo.orderId} لدى ${n(memo.brand)}`
        : `Reversal of cancelled order ${memo.orderId} at ${n(memo.brand)}`;
  }
}

function kindOf(txKind: string, amount: number): Kind {
  if (txKind === 'transfer') return amount > 0 ? 'transfer-in' : 'transfer-out';
  if (txKind === 'earn') return 'earned';
  if (txKind === 'redeem') return 'redeemed';
  return txKind as Kind;
}

export async function history(
  db: Db,
  memberId: string,
  opts: { filter: HistoryFilter; page: number; pageSize: number; language: 'en' | 'ar' },
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
    created_at: string | Date;
    kind: string;
    memo: Memo;
    ref: string | null;
  }>(
    db,
    sql`select e.id, e.amount, e.brand_code, e.created_at, t.kind, t.memo, t.ref
        from journal_entries e
        join journal_transactions t on t.id = e.tx_id
        join accounts a on a.id = e.account_id
        where a.member_id = ${memberId} and a.kind = 'wallet' and ${FILTERS[opts.filter]}
        order by e.created_at desc, e.id desc
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
        reason: reason(kind, r.memo, points, opts.language, names),
        occurredAt: new Date(r.created_at).toISOString(),
        voucherId: kind === 'redeemed' ? r.ref : null,
      };
    }),
  };
}
