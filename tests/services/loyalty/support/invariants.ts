import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/services/loyalty/db/client';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';

// docs/quality.md §1 I1–I10 as queries over the whole database. Each returns the offending rows; the
// checker collects a readable list of violations (empty when every invariant holds).

const rows = async (db: Db, q: SQL) => rowsOf<Record<string, unknown>>(await db.execute(q));

// Local day of an entry for docs/product.md §5 (Asia/Dubai +4, Asia/Riyadh +3; no daylight saving).
const LOCAL_DAY = sql`((e.created_at at time zone 'UTC') + case when m.country = 'KSA'
  then interval '3 hours' else interval '4 hours' end)::date`;

// An order's earning that a cancellation took back no longer counts against its day (I6).
const COUNTED = sql`not (t.kind = 'earn' and exists (select 1 from orders o
  where o.earn_tx_id = t.id and o.status = 'cancelled'))`;

const CHECKS: Record<string, SQL> = {
  'I1 brand entries sum to zero': sql`
    select brand_code, sum(amount) as s from journal_entries group by brand_code having sum(amount) <> 0`,
  'I2 wallet below zero': sql`select id, balance from accounts where kind in ('wallet', 'pending') and balance < 0`,
  'I2 owed points never a credit': sql`select id, balance from accounts where kind = 'owed' and balance > 0`,
  'owed points move only by reversal, settlement or closing': sql`
    select e.id from journal_entries e join accounts a on a.id = e.account_id
    join journal_transactions t on t.id = e.tx_id
    where a.kind = 'owed' and t.kind not in ('reversal', 'settle', 'close')`,
  'a cancelled order leaves none of its points spendable': sql`
    select l.id from lots l join orders o on o.id = l.order_id
    where o.status = 'cancelled' and l.remaining > 0`,
  'I2 wallet CHECK constraint present': sql`
    select 1 where not exists (select 1 from pg_constraint where conname = 'accounts_wallet_nonnegative')`,
  'I3 wallet balance equals its entries': sql`
    select a.id, a.balance, e.s from accounts a
    left join (select account_id, sum(amount) as s from journal_entries group by account_id) e on e.account_id = a.id
    where a.kind in ('wallet', 'pending', 'owed') and a.balance <> coalesce(e.s, 0)`,
  'I3 transaction balances per brand': sql`
    select tx_id, brand_code from journal_entries group by tx_id, brand_code having sum(amount) <> 0`,
  'I3 transaction has two entries': sql`
    select t.id from journal_transactions t left join journal_entries e on e.tx_id = t.id
    group by t.id having count(e.id) < 2`,
  'I4 one transfer per journal transaction': sql`
    select t.id from journal_transactions t where t.kind = 'transfer'
      and (select count(*) from transfers r where r.tx_id = t.id) <> 1`,
  'I4 one earn, one release and one reversal per order': sql`
    select kind, memo->>'brand' as brand, ref from journal_transactions where kind in ('earn', 'release', 'reversal')
    group by kind, memo->>'brand', ref having count(*) > 1`,
  'pending points only for orders in progress': sql`
    select a.id, a.balance, o.s from accounts a
    left join (select member_id, brand_code, sum(earned_points) as s from orders where status = 'active'
               group by member_id, brand_code) o on o.member_id = a.member_id and o.brand_code = a.brand_code
    where a.kind = 'pending' and a.balance <> coalesce(o.s, 0)`,
  'I4 committed keys keep their reply': sql`select scope, key from idempotency_keys where response is null`,
  'I5 rate recorded and rounding never mints': sql`
    select r.id from transfers r where r.receive <> (r.send * r.rate_numerator) / r.rate_denominator
      or r.receive < 1
      or not exists (select 1 from journal_entries e join accounts a on a.id = e.account_id
                     where e.tx_id = r.tx_id and a.kind = 'wallet' and e.brand_code = r.source_brand and e.amount = -r.send)
      or not exists (select 1 from journal_entries e join accounts a on a.id = e.account_id
                     where e.tx_id = r.tx_id and a.kind = 'wallet' and e.brand_code = r.target_brand and e.amount = r.receive)`,
  'I6 daily earning limit per local day': sql`
    select w.id, ${LOCAL_DAY} as day, sum(e.amount) as s, max(b.daily_earning_limit) as lim
    from journal_entries e join journal_transactions t on t.id = e.tx_id
    join accounts a on a.id = e.account_id join members m on m.id = a.member_id
    join accounts w on w.member_id = a.member_id and w.brand_code = a.brand_code and w.kind = 'wallet'
    join brands b on b.code = a.brand_code
    where a.kind in ('wallet', 'pending') and e.amount > 0 and t.kind in ('earn', 'transfer') and ${COUNTED}
    group by w.id, ${LOCAL_DAY} having sum(e.amount) > max(b.daily_earning_limit)`,
  'I6 earnPerOrder per credit': sql`
    select e.id from journal_entries e join journal_transactions t on t.id = e.tx_id
    join accounts a on a.id = e.account_id join brands b on b.code = a.brand_code
    where a.kind in ('wallet', 'pending') and t.kind in ('earn', 'transfer') and e.amount > b.earn_per_order`,
  'I6 daily counter equals the journal': sql`
    select coalesce(j.account_id, d.account_id) as account_id, j.day, j.s, d.points from (
      select w.id as account_id, ${LOCAL_DAY} as day, sum(e.amount) as s
      from journal_entries e join journal_transactions t on t.id = e.tx_id
      join accounts a on a.id = e.account_id join members m on m.id = a.member_id
      join accounts w on w.member_id = a.member_id and w.brand_code = a.brand_code and w.kind = 'wallet'
      where a.kind in ('wallet', 'pending') and e.amount > 0 and t.kind in ('earn', 'transfer') and ${COUNTED}
      group by w.id, ${LOCAL_DAY}) j
    full join daily_earnings d on d.account_id = j.account_id and d.local_day = j.day
    where coalesce(j.s, 0) <> coalesce(d.points, 0)`,
  'I6 minimum transfer': sql`select id from transfers where send < 50`,
  'I7 lots equal the wallet balance': sql`
    select a.id, a.balance, l.s from accounts a
    left join (select account_id, sum(remaining) as s from lots group by account_id) l on l.account_id = a.id
    where a.kind = 'wallet' and a.balance <> coalesce(l.s, 0)`,
  'I8 points behind every code, taken once and given back once': sql`
    select v.id from member_vouchers v join rewards r on r.id = v.reward_id
    where (select count(*) from journal_transactions t where t.kind = 'redeem' and t.ref = v.id::text)
          <> case when r.points_cost > 0 and v.coupon_code is not null then 1 else 0 end
       or (select count(*) from journal_transactions t where t.kind = 'refund' and t.ref = v.id::text)
          > case when r.points_cost > 0 and v.status = 'expired' and v.coupon_code is not null then 1 else 0 end
       or (select coalesce(sum(e.amount), 0) from journal_transactions t join journal_entries e on e.tx_id = t.id
           join accounts a on a.id = e.account_id
           where t.kind = 'refund' and t.ref = v.id::text and a.kind = 'wallet') > v.points_spent
       -- An expired voucher gives its points back unless an order cancelled since took them.
       or (v.status = 'expired' and v.coupon_code is not null and r.points_cost > 0
           and not exists (select 1 from journal_transactions t where t.kind = 'refund' and t.ref = v.id::text)
           and exists (select 1 from jsonb_array_elements(coalesce(v.held_lots, '[]')) p
                       where not exists (select 1 from orders o where o.id::text = p->>'orderId'
                                         and o.status = 'cancelled')))
       or v.points_spent <> case when v.coupon_code is not null then r.points_cost else 0 end
       or (v.status in ('activated', 'redeemed') and (v.coupon_code is null or v.activated_at is null))`,
  'I10 deleted members hold no personal data, open wallets or sessions': sql`
    select m.id from members m where m.deleted_at is not null and (
      m.phone_e164 is not null or m.name is not null or m.email is not null
      or exists (select 1 from accounts a where a.member_id = m.id and (a.status <> 'closed' or a.balance <> 0))
      or exists (select 1 from sessions s where s.member_id = m.id and s.revoked_at is null))`,
};

export async function ledgerViolations(db: Db, now: Date, minimumTransfer = 50): Promise<string[]> {
  const out: string[] = [];
  for (const [name, q] of Object.entries(CHECKS)) {
    if (name === 'I6 minimum transfer' && minimumTransfer !== 50) continue;
    const bad = await rows(db, q);
    if (bad.length) out.push(`${name}: ${JSON.stringify(bad.slice(0, 3))}`);
  }
  // I9: the journal refuses UPDATE and DELETE, even of no rows.
  for (const stmt of [
    sql`update journal_entries set amount = amount where false`,
    sql`delete from journal_entries where false`,
    sql`update journal_transactions set memo = memo where false`,
    sql`delete from journal_transactions where false`,
  ]) {
    const refused = await db.execute(stmt).then(
      () => false,
      () => true,
    );
    if (!refused) out.push('I9 journal is append-only');
  }
  // I7: expiry is idempotent: once run, running it again moves nothing.
  await runExpiry(db, now);
  const again = await runExpiry(db, now);
  if (again.points !== 0) out.push('I7 expiry ran twice moved points');
  const left = await rows(
    db,
    sql`select id from lots where remaining > 0 and expires_at <= ${now.toISOString()}::timestamptz`,
  );
  if (left.length) out.push(`I7 expired lots left after expiry: ${left.length}`);
  return out;
}

/**
 * docs/product.md §4 Cancelled orders, per member and brand: what the member holds (spendable,
 * pending, in unredeemed vouchers, less what is owed) is exactly what they were granted (orders
 * not cancelled, joining bonuses, points moved in) less what they used (points moved out,
 * redeemed vouchers, lapsed points of orders that stand). Returns the members and brands where
 * it is not: a point minted or lost. Deleted members hold nothing and are left out.
 */
export async function mintedPoints(db: Db): Promise<Record<string, unknown>[]> {
  return rows(
    db,
    sql`with m as (select id from members where deleted_at is null),
    held as (
      select a.member_id, a.brand_code, sum(a.balance) as n from accounts a
      where a.member_id in (select id from m) and a.kind in ('wallet', 'pending', 'owed')
      group by 1, 2
      union all
      select v.member_id, v.brand_code, sum(v.points_spent) from member_vouchers v
      where v.member_id in (select id from m) and v.status = 'activated' group by 1, 2),
    granted as (
      select o.member_id, o.brand_code, sum(o.earned_points) as n from orders o
      where o.member_id in (select id from m) and o.status <> 'cancelled' group by 1, 2
      union all
      select a.member_id, a.brand_code, sum(e.amount) from journal_entries e
      join journal_transactions t on t.id = e.tx_id join accounts a on a.id = e.account_id
      where a.member_id in (select id from m) and a.kind = 'wallet'
        and t.kind in ('joining-bonus', 'transfer')
      group by 1, 2
      union all
      select v.member_id, v.brand_code, -sum(v.points_spent) from member_vouchers v
      where v.member_id in (select id from m) and v.status = 'redeemed' group by 1, 2
      union all
      select a.member_id, a.brand_code, -sum(l.expired) from lots l
      join accounts a on a.id = l.account_id
      left join orders o on o.id = l.order_id
      where a.member_id in (select id from m) and (o.id is null or o.status <> 'cancelled')
      group by 1, 2)
    select coalesce(h.member_id, g.member_id) as member, coalesce(h.brand_code, g.brand_code) as brand,
           h.n as held, g.n as granted
    from (select member_id, brand_code, sum(n) as n from held group by 1, 2) h
    full join (select member_id, brand_code, sum(n) as n from granted group by 1, 2) g
      on g.member_id = h.member_id and g.brand_code = h.brand_code
    where coalesce(h.n, 0) <> coalesce(g.n, 0)`,
  );
}
