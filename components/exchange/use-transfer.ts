'use client';

import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useIntentKey } from '@/lib/api/use-intent-key';
import type { CallData } from '@/lib/contract/calls';
import type { BrandCode } from '@/lib/contract/common';
import { useRefreshPoints } from '@/lib/rewards/browser/use-refresh-points';

export type TransferInput = { sourceBrand: BrandCode; targetBrand: BrandCode; points: number };
export type TransferReply = CallData<'transfer-points'>;

/**
 * Confirms a transfer with one idempotency key per confirmation intent (docs/architecture.md §4): a double tap
 * is sent once, and Try again after a lost reply resends the same key, so the ledger moves the
 * points once and replays its first answer. The form keeps its inputs disabled while a transfer
 * is in flight, so nothing resets the mutation before it settles.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  const refreshPoints = useRefreshPoints();
  const mutation = useApiMutation('transfer-points');
  const { keyFor, settle } = useIntentKey();
  const sending = useRef(false);

  const confirm = async (input: TransferInput, onDone: (reply: TransferReply) => void) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const intent = `transfer ${input.sourceBrand}>${input.targetBrand}:${input.points}`;
      const { data } = await mutation.mutateAsync({ ...input, idempotencyKey: keyFor(intent) });
      settle(intent);
      onDone(data);
    } catch {
      // mutation.error carries the refusal or the lost reply for the form. Either may mean the
      // balances changed (limit reached elsewhere, points spent in another tab).
    } finally {
      sending.current = false;
      // New balances everywhere without a reload (the widget shares the loyalty-brands query),
      // and fresh quotes: what was allowed before this transfer may not be now.
      void refreshPoints();
      void queryClient.invalidateQueries({ queryKey: ['transfer-quote'] });
    }
  };

  return { confirm, mutation };
}
