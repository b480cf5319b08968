'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiKey } from '@/lib/api/api-key';
import { callApi } from '@/lib/api/call-api';
import type { BrowserRequest, CallData } from '@/lib/contract/calls';

export type TransferAsk = BrowserRequest<'transfer-quote'>;
type QuoteData = CallData<'transfer-quote'>;
export type Quote = Exclude<QuoteData, { refusal: unknown }>;
type Refusal = Extract<QuoteData, { refusal: unknown }>['refusal'];

/**
 * The quote's answer for one ask: what the transfer would do, or why not (the transfer's own
 * refusal), whose message the BFF has worded in the member's language (lib/bff/member-text.ts).
 */
export type QuoteAnswer = { ask: TransferAsk } & (
  { quote: Quote; refusal?: undefined } | { quote?: undefined; refusal: Refusal }
);

/** How long the amount rests before it is quoted: a slider's drag asks once, where it stops. */
export const QUOTE_DELAY_MS = 300;

/** `value` once it has not changed for `ms`; the first value at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** An ask as a value that stays the same while the ask does (what is settled and compared). */
const askKey = (ask: TransferAsk | null) =>
  ask ? JSON.stringify([ask.sourceBrand, ask.targetBrand, ask.points]) : '';
function askOf(key: string): TransferAsk | null {
  if (!key) return null;
  const [sourceBrand, targetBrand, points] = JSON.parse(key) as [
    TransferAsk['sourceBrand'],
    TransferAsk['targetBrand'],
    number,
  ];
  return { sourceBrand, targetBrand, points };
}

/**
 * Asks the service whether this transfer may go ahead (docs/product.md §5 Transfer rule: the quote
 * asks the same rule as the transfer), so the screen never decides it itself. The ask is quoted
 * once it rests, and the last answer stays on screen while the next is asked: a refusal is an
 * answer like a quote, so its words do not blink away as the amount moves.
 */
export function useTransferQuote(ask: TransferAsk | null) {
  const key = askKey(ask);
  const settled = useSettled(key, QUOTE_DELAY_MS);
  const asked = askOf(settled);
  const query = useQuery<QuoteAnswer, ApiError>({
    // Beside the call's own key: this one holds answers, not the call's data.
    queryKey: [...apiKey('transfer-quote', asked ?? undefined), 'answer'],
    queryFn: async ({ signal }) => {
      const current = asked!;
      const { data } = await callApi('transfer-quote', current, { signal });
      return 'refusal' in data
        ? { ask: current, refusal: data.refusal }
        : { ask: current, quote: data };
    },
    enabled: !!asked,
    placeholderData: keepPreviousData,
    // Today's earnings and balances move: each ask is answered afresh.
    staleTime: 0,
  });
  const answer = query.data;
  return {
    /** The answer for the ask on screen now; null until it comes. */
    answer: answer && key && askKey(answer.ask) === key ? answer : null,
    /** The last answer, for whatever ask: what stays on screen while the next is asked. */
    last: answer ?? null,
    /** Asking failed (no connection, a server failure): neither a quote nor a refusal. */
    failure: ask && query.isError ? query.error : null,
    busy: !!key && (query.isFetching || key !== settled),
    /** Asks again for the ask being answered (today's earnings may have moved since). */
    refresh: () => void query.refetch(),
  };
}
