import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MemberProfile } from '@/lib/contract/auth';
import type { BrandCode, CountryCode } from '@/lib/contract/common';
import { rowsOf, type Db } from '@/services/loyalty/db/client';
import { members } from '@/services/loyalty/db/schema-members';
import { maskEmail, maskName, maskPhone } from '@/services/loyalty/domain/phone';

export type MemberRow = typeof members.$inferSelect;

export async function findLiveMember(db: Db, phoneE164: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.phoneE164, phoneE164), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function getLiveMemberById(db: Db, id: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A member's brand membership, as the profile lists it. */
export type MembershipLink = { brand: string; extUserId: string };

/**
 * The active brand memberships of a member (`memberId`: a column of the query, or a value), as one
 * JSON column: the member and its profile can be read in a single statement.
 */
export const activeLinksOf = (memberId: AnyColumn | SQL) =>
  sql<MembershipLink[]>`coalesce((select json_agg(json_build_object(
      'brand', b.brand_code, 'extUserId', b.ext_user_id))
    from brand_memberships b where b.member_id = ${memberId} and b.status = 'active'), '[]'::json)`;

/** docs/product.md §3 User / profile, as the browser stores it. */
export async function loadProfile(db: Db, member: MemberRow): Promise<MemberProfile> {
  const [row] = rowsOf<{ links: MembershipLink[] }>(
    await db.execute(sql`select ${activeLinksOf(sql`${member.id}::uuid`)} as links`),
  );
  return profileOf(member, row?.links ?? []);
}

/** The profile of a member whose active brand memberships are `links`. */
export function profileOf(member: MemberRow, links: readonly MembershipLink[]): MemberProfile {
  const cCode = member.cCode ?? '';
  const phnNo = member.phnNo ?? '';
  const name = member.name ?? '';
  return {
    _id: member.id,
    name,
    email: member.email,
    cCode,
    phnNo,
    fullPhnNo: `${cCode}${phnNo}`,
    country: member.country as CountryCode,
    brands: links
      .map((l) => ({ brand: l.brand as BrandCode, adpUserId: l.extUserId }))
      .sort((a, b) => a.brand.localeCompare(b.brand)),
    isProfileCreated: true,
    enableMarketingConsent: member.enableMarketingConsent,
    maskedUserDetails: {
      maskedName: maskName(name),
      maskedPhnNo: maskPhone(cCode, phnNo),
      maskedEmail: maskEmail(member.email),
    },
  };
}
