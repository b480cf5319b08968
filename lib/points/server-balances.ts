import 'server-only';
import { callFromServer } from '@/lib/bff/server-call';
import type { CallData } from '@/lib/contract/calls';

export type BalancesReading = { data: CallData<'loyalty-brands'>; readAt: number };

/**
 * The member's balances read on the server for a page's first paint, with when they were read
 * (the points widget measures "expiring soon" from that moment). Undefined when the read failed:
 * the browser then reads them itself, and a failure there is what the member is shown.
 */
export async function readBalancesForFirstPaint(member: {
  cCode: string;
  phnNo: string;
}): Promise<BalancesReading | undefined> {
  const result = await callFromServer('loyalty-brands', {
    cCode: member.cCode,
    phnNo: member.phnNo,
  });
  return result.ok ? { data: result.data, readAt: Date.now() } : undefined;
}
