import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '@/services/loyalty/db/client';
import { lookupKey, sha256 } from '@/services/loyalty/domain/secrets';
import { createSession, issueTokens } from '@/services/loyalty/domain/sessions';
import { ensureWallet, lockWallets } from '@/services/loyalty/ledger/accounts';
import { addLot } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { num, q } from '@/services/loyalty/ledger/sql';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';

/** The benchmark service's key for phone lookups (service-child.ts). */
export const BENCH_LOOKUP_SECRET = 'bench-lookup-secret-0123456789abcdef';

// Bench fixtures: members with large AMRX and KFC balances, written through the ledger, and a
// lookup table pgbench uses to pick a member and its token (bench databases only).

export interface BenchMember {
  n: number;
  memberId: string;
  token: string;
  src: number;
  dst: number;
}

export const GRANT = 50_000_000;

export async function createBenchDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

export async function prepareMembers(db: Db, count: number, now: Date): Promise<BenchMember[]> {
  // The bench measures throughput, not docs/product.md §5: lift the daily limits of the two brands used.
  await db.execute(sql`update brands set daily_earning_limit = 2000000000, earn_per_order = 2000000000
                       where code in ('AMRX', 'KFC')`);
  await db.execute(
    sql`create table if not exists bench_members (n int primary key, member_id uuid, token_hash text, src bigint, dst bigint)`,
  );
  const out: BenchMember[] = [];
  for (let n = 1; n <= count; n++) {
    const phnNo = `58${String(9_000_000 + n).padStart(7, '0')}`;
    const [m] = await q<{ id: string }>(
      db,
      sql`insert into members (phone_e164, c_code, phn_no, country, name, created_at, updated_at)
          values (${`+971${phnNo}`}, '+971', ${phnNo}, 'UAE', 'Bench Member', now(), now()) returning id`,
    );
    const memberId = m!.id;
    const wallets: number[] = [];
    for (const brand of ['AMRX', 'KFC']) {
      await db.execute(sql`insert into brand_memberships (member_id, brand_code, ext_user_id, joined_at)
                           values (${memberId}, ${brand}, ${`${brand}-B${n}`}, now())`);
      const wallet = await ensureWallet(db, memberId, brand, now);
      wallets.push(wallet);
      await db.transaction(async (tx) => {
        await lockWallets(tx, [wallet]);
        const txId = await post(tx, {
          kind: 'earn',
          memberId,
          ref: `bench-${n}-${brand}`,
          memo: { brand, orderId: `bench-${n}` },
          now,
          entries: [
            { brand, account: 'issuance', amount: -GRANT },
            { brand, account: wallet, amount: GRANT },
          ],
        });
        await addLot(tx, wallet, GRANT, txId, now);
      });
    }
    const { id: sessionId } = await createSession(
      db,
      {
        memberId,
        phoneHash: lookupKey(BENCH_LOOKUP_SECRET, 'phone', `+971${phnNo}`),
        deviceId: `bench-device-${n}`,
        deviceModel: 'bench',
        brand: 'AMRX',
        channel: 'pwa',
        origin: 'otp',
      },
      now,
      DEFAULT_SETTINGS.tokens,
    );
    const tokens = await issueTokens(
      db,
      sessionId,
      new Date(now.getTime() + 86_400_000),
      now,
      DEFAULT_SETTINGS.tokens,
    );
    await db.execute(
      sql`insert into bench_members values (${n}, ${memberId}, ${sha256(tokens.accessToken)}, ${wallets[0]!}, ${wallets[1]!})`,
    );
    out.push({ n, memberId, token: tokens.accessToken, src: wallets[0]!, dst: wallets[1]! });
  }
  return out;
}

export const walletCount = async (db: Db) =>
  num((await q<{ n: unknown }>(db, sql`select count(*) as n from transfers`))[0]?.n);
