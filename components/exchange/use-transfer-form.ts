'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { entryFor } from '@/lib/brands/brand-membership';
import type { BrandCode } from '@/lib/contract/common';
import { leftToday } from '@/lib/contract/left-today';
import type { Rate } from '@/lib/contract/loyalty';
import { parsePrefill } from '@/lib/exchange/prefill';
import { estimateReceive, isPointsAmount } from '@/lib/exchange/transfer-preview';
import type { Locale } from '@/lib/i18n/locale';
import { focusStep } from '@/lib/ui/focus-step';
import type { BrandOption } from './brand-picker';
import type { DoneTransfer } from './transfer-done';
import type { SummaryValues } from './transfer-summary';
import { useTransfer } from './use-transfer';
import { useTransferQuote, type TransferAsk } from './use-transfer-quote';

export type ExchangeBrand = {
  code: BrandCode;
  name: string;
  logo: string;
  exchangeRate: Record<string, Rate>;
};

type Chosen = { source?: BrandCode; target?: BrandCode; points?: number };

/**
 * The exchange form's state (docs/product.md §3 Transfer): the brands and amount chosen, the
 * quote that says whether the transfer may go ahead and why not (worded by the BFF), the steps
 * Review → Confirm → done, and the transfer itself under one idempotency key per intent
 * (use-transfer.ts). The screen decides no rule of a transfer: the service does.
 */
export function useTransferForm(brands: ExchangeBrand[], member: { cCode: string; phnNo: string }) {
  const t = useTranslations('Exchange');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const searchParams = useSearchParams();
  // Read once: the protected wrapper wipes the query string 4.5 s after mounting (docs/product.md §4).
  const [prefill] = useState(() => parsePrefill(searchParams));
  const [chosen, setChosen] = useState<Chosen>({});
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState<DoneTransfer | null>(null);
  const balances = useApiQuery('loyalty-brands', member);
  const limits = useApiQuery('transfer-limits');
  const { confirm, mutation } = useTransfer();
  // Focus follows the step, never back to the top of the page: the summary to check after Review,
  // the result after Confirm (docs/product.md §2 Focus follows each step).
  useEffect(() => {
    if (reviewing) focusStep(document.getElementById('transfer-summary-title'));
  }, [reviewing]);
  useEffect(() => {
    if (done) focusStep(document.getElementById('transfer-done'));
  }, [done]);

  const options: BrandOption[] =
    balances.data && limits.data
      ? brands
          .filter((b) => limits.data.transferPointsLimit.brands.includes(b.code))
          .map((b) => {
            const entry = entryFor(balances.data.brands, b);
            return {
              code: b.code,
              name: b.name,
              logo: b.logo,
              balance: entry?.pointBalance ?? 0,
              isMember: !!entry?.isLoyaltyMember,
            };
          })
      : [];
  const joined = options.filter((o) => o.isMember);
  const isJoined = (code?: string) => !!code && joined.some((o) => o.code === code);
  const richest = [...joined].sort((a, b) => b.balance - a.balance)[0]?.code as
    BrandCode | undefined;
  const source = chosen.source ?? (isJoined(prefill.source) ? prefill.source : richest);
  const target =
    chosen.target ??
    (isJoined(prefill.target) && prefill.target !== source
      ? prefill.target
      : (joined.find((o) => o.code !== source)?.code as BrandCode | undefined));
  const minimum = limits.data?.transferPointsLimit.minimumPointTransfer ?? 0;
  const sourceBalance = options.find((o) => o.code === source)?.balance ?? 0;
  const points =
    chosen.points ?? prefill.points ?? (sourceBalance >= minimum ? minimum : sourceBalance);
  const rate = brands.find((b) => b.code === source)?.exchangeRate[target ?? ''] ?? null;
  // In Arabic a brand name with Latin letters ('مكافآت AMRX') is isolated, so the numbers beside
  // it in a sentence keep their place (Unicode bidi FSI … PDI).
  const name = (code?: string) => {
    const text = brands.find((b) => b.code === code)?.name ?? code ?? '';
    return locale === 'ar' ? `\u2068${text}\u2069` : text;
  };
  // Whether a transfer may go ahead is the quote's to say; an amount that is no amount is not asked.
  const ask: TransferAsk | null =
    source && target && isPointsAmount(points)
      ? { sourceBrand: source, targetBrand: target, points }
      : null;
  const quote = useTransferQuote(ask);

  const pending = mutation.isPending;
  const change = (next: Chosen) => {
    // Resetting a running mutation would detach it: its reply would never reach the screen.
    if (pending) return;
    setChosen({ ...chosen, source, target, points, ...next });
    setReviewing(false);
    setDone(null);
    mutation.reset();
  };

  const refused = mutation.error?.isRefusal ? mutation.error : null;
  // The last answer stays while the next is asked, so a refusal's words do not blink as the amount moves.
  const shown = quote.answer ?? (quote.busy ? quote.last : null);
  // After a transfer the form shows its success and the new limits only, until the member changes
  // something: the amount it resets to may not fit what is left of today's limit.
  // A disabled Review always says why beside it, an empty amount included.
  const problem = done
    ? null
    : source && target && !ask
      ? t('noPoints')
      : refused
        ? errorText(refused)
        : shown?.refusal
          ? shown.refusal.message
          : null;
  const failure = done
    ? null
    : mutation.error && !refused
      ? errorText(mutation.error)
      : quote.failure
        ? errorText(quote.failure)
        : null;
  const quoted = quote.answer?.quote;
  const targetEntry =
    target && balances.data ? entryFor(balances.data.brands, { code: target }) : null;
  // Until the quote answers, the summary shows the posted rate's result at once; no rate between
  // the two brands, nothing to summarise.
  const summary: SummaryValues | null = rate && {
    send: points,
    receive: quoted ? quoted.receive : estimateReceive(points, rate),
    rate: quoted ? quoted.rate : rate,
    minimum,
    // Before the quote, what is left today comes from the balances the form holds already.
    remaining: quoted ? quoted.remainingDailyLimit : targetEntry ? leftToday(targetEntry) : null,
    limit: targetEntry?.dailyEarningLimit ?? null,
  };

  const canReview = !!ask && !refused && !shown?.refusal;
  // What Confirm says: Try again only after a failure, never after a refusal.
  const confirmStep: 'confirming' | 'tryAgain' | 'confirm' = pending
    ? 'confirming'
    : mutation.isError && !refused
      ? 'tryAgain'
      : 'confirm';

  return {
    status:
      balances.isPending || limits.isPending
        ? ('loading' as const)
        : balances.error || limits.error
          ? ('failed' as const)
          : joined.every((o) => o.balance === 0)
            ? ('empty' as const)
            : ('ready' as const),
    loadError: (balances.error ?? limits.error) ? errorText(balances.error ?? limits.error) : '',
    reload: () => void Promise.all([balances.refetch(), limits.refetch()]),
    options,
    source,
    target,
    sourceName: name(source),
    targetName: name(target),
    points,
    sourceBalance,
    pickSource: (code: string) =>
      // Picking the current target as the source swaps the two, so both sides stay different.
      change({ source: code as BrandCode, target: code === target ? source : target }),
    pickTarget: (code: string) =>
      change({ target: code as BrandCode, source: code === source ? target : source }),
    setPoints: (next: number) => change({ points: next }),
    problem,
    failure,
    summary,
    quoteBusy: quote.busy,
    expiryText: limits.data?.transferPointsLimit.pointExpireAfterText[locale],
    balances,
    done,
    reviewing,
    pending,
    // Review needs no answer yet, only none that refuses: Confirm waits for the quote.
    canReview,
    review: () => {
      if (!canReview) return;
      setReviewing(true);
      // The quote reads today's earnings again at the moment of review.
      if (!quote.busy) quote.refresh();
    },
    canConfirm: reviewing && !!quoted && !quote.busy && !pending && !refused,
    confirmStep,
    confirm: () => {
      if (!ask || !source || !target) return;
      void confirm(ask, (reply) => {
        setDone({
          ...reply,
          source,
          target,
          sourceName: name(source),
          targetName: name(target),
        });
        setReviewing(false);
        setChosen({ source, target, points: minimum });
      });
    },
    back: () => {
      change({});
      focusStep(document.getElementById('exchange-form-title'));
    },
  };
}
