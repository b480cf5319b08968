import type { BrandCode } from '@/lib/contract/common';

/** The member as a brand's enrolment needs them (docs/product.md §4 Per-brand membership). */
export type Enrollee = { cCode: string; phnNo: string; name: string };

/**
 * The register-member input that joins the member to one brand. The brand knows its customers
 * by phone; the web app has no other id of theirs.
 */
export function enrolmentOf(
  member: Enrollee,
  brand: string,
  deviceId: string,
  idempotencyKey: string,
) {
  return {
    cCode: member.cCode,
    firstName: member.name,
    lastName: '',
    phnNo: member.phnNo,
    brands: [{ brand: brand as BrandCode, extUserId: `${member.cCode}${member.phnNo}` }],
    deviceId,
    idempotencyKey,
  };
}
