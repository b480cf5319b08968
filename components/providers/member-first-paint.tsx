import type { ReactNode } from 'react';
import { balancesRead, readForFirstPaint, type FirstPaintRead } from '@/lib/api/first-paint';
import { getSession } from '@/lib/session/session';
import { isSignedIn } from '@/lib/session/session-cookie';
import { QuerySeed } from './query-seed';

/**
 * A signed-in member's page with their data in the first paint: their balances (the points
 * widget and the screen's own readers of them) and the page's other member reads, put into the
 * query cache of everything inside. A guest's page renders as it is.
 */
export async function MemberFirstPaint({ reads = [], children }: { reads?: readonly FirstPaintRead[]; children: ReactNode }) {
  const session = await getSession();
  if (!isSignedIn(session) || !session.member) return children;
  const entries = await readForFirstPaint([balancesRead(session.member), ...reads]);
  return <QuerySeed entries={entries}>{children}</QuerySeed>;
}
