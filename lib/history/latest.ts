import 'server-only';
import { callFromServer } from '@/lib/bff/server-call';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import { getMember } from '@/lib/session/member';
import { historyInput, latestRows, LATEST_MOVEMENTS } from './rows';

/**
 * A member's last movements for home (docs/product.md §2 /home): the history call the history page
 * opens with (lib/server/first-paint.ts), its first page of All cut to three, reasons in the page's
 * language. Null for a guest, or when the history cannot be read: home then shows no section.
 */
export async function readLatestMovements(): Promise<HistoryRowData[] | null> {
  const member = await getMember();
  if (!member) return null;
  const result = await callFromServer(
    'reward-history',
    historyInput({ tab: 'all' }, 1, LATEST_MOVEMENTS),
  );
  return result.ok ? latestRows(result.data.rewards) : null;
}
