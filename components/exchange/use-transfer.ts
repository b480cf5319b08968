'use client';

import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api/use-api';
import type { CallData } from '@/lib/contract/calls';
import type { BrandCode } from '@/lib/contract/common';
import { intentFor, type Intent } from '@/lib/exchange/intent';

export type TransferInput = { sourceBrand: BrandCode; targetBrand: BrandCode; points: number };
export type TransferReply = CallData<'transfer-points'>;

/** Everything the points widget, this screen and the history read about the member's points. */
const POINTS_QUERIES = ['loyalty-brands', 'remaining-limit', 'reward-history', 'expiring-soon'] as const;

/**
 * Confirms a transfer with one idempotency key per confirmation intent (DESIGN §4): a double tap
 * is sent once, and Try again after a lost reply resends the same key, so the ledger moves the
 * points once and replays its first answer.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation('transfer-points');
  const intent = useRef<Intent | null>(null);
  const sending = useRef(false);

  const confirm = (input: TransferInput, onDone: (reply: TransferReply) => void) => {
    if (sending.current) return;
    sending.current = true;
    intent.current = intentFor(intent.current, input, () => crypto.randomUUID());
    mutation.mutate(
      { ...input, idempotencyKey: intent.current.key },
      {
        onSuccess: ({ data }) => {
          intent.current = null;
          // New balances everywhere without a reload (the widget shares the loyalty-brands query).
          for (const name of POINTS_QUERIES) void queryClient.invalidateQueries({ queryKey: [name] });
          onDone(data);
        },
        onError: () => {
          // A refusal (limit reached elsewhere, points spent in another tab) or a lost reply may
          // mean the balances changed: read them again so the screen explains the refusal.
          for (const name of ['loyalty-brands', 'remaining-limit', 'transfer-quote']) void queryClient.invalidateQueries({ queryKey: [name] });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { confirm, mutation };
}
