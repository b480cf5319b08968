import 'server-only';
import { cache } from 'react';
import { callFromServer } from '@/lib/bff/server-call';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import { readAsMember } from '@/lib/session/member';
import { historyInput, latestRows, LATEST_MOVEMENTS } from './rows';

/**
 * A member's last movements for home (docs/product.md §2 /home): the history call the history page
 * opens with (lib/server/first-paint.ts), its first page of All cut to three, reasons in the page's
 * language. Null for a guest, or when the history cannot be read: home then shows no section.
 * Once per request, so a page that starts it early and the section that shows it share one call.
 */
export const readLatestMovements = cache(async (): Promise<HistoryRowData[] | null> => {
  // Asked beside the session check, and kept only once it finds the member (readAsMember).
  const read = await readAsMember(() =>
    callFromServer('reward-history', historyInput({ tab: 'all' }, 1, LATEST_MOVEMENTS)),
  );
  return read?.value.ok ? latestRows(read.value.data.rewards) : null;
});
