'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import type { BrandCode } from '@/lib/contract/common';
import type { Rate } from '@/lib/contract/loyalty';
import { parsePrefill } from '@/lib/exchange/prefill';
import { entryFor } from '@/lib/brands/brand-membership';
import {
  dailyLimitProblem,
  estimateReceive,
  problemFromCode,
  transferProblem,
} from '@/lib/exchange/transfer-rules';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { Locale } from '@/lib/i18n/locale';
import { focusStep } from '@/lib/ui/focus-step';
import { BrandPicker, type BrandOption } from './brand-picker';
import { PointsField } from './points-field';
import { ProblemText } from './problem-text';
import { TransferDone, type DoneTransfer } from './transfer-done';
import { TransferSummary } from './transfer-summary';
import { useTransfer } from './use-transfer';

export type ExchangeBrand = {
  code: BrandCode;
  name: string;
  logo: string;
  exchangeRate: Record<string, Rate>;
};

type Props = {
  brands: ExchangeBrand[];
  member: { cCode: string; phnNo: string };
  /** The member's name, for joining a brand from the picker (register-member's firstName). */
  memberName?: string;
  /**
   * Unused: the form's amounts are counts with their unit, never padded (docs/product.md §5
   * Points display). Still accepted from the page that passes the configured minimum.
   */
  minDigits?: number;
  sliderText: string;
};

/** docs/product.md §1/§3 Transfer: move points between brands at the posted rate, within the §5 limits. */
export function ExchangeForm({ brands, member, memberName = '', sliderText }: Props) {
  const t = useTranslations('Exchange');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const searchParams = useSearchParams();
  // Read once: the protected wrapper wipes the query string 4.5 s after mounting (docs/product.md §4).
  const [prefill] = useState(() => parsePrefill(searchParams));
  const [chosen, setChosen] = useState<{ source?: BrandCode; target?: BrandCode; points?: number }>(
    {},
  );
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState<DoneTransfer | null>(null);
  const balances = useApiQuery('loyalty-brands', member);
  const limits = useApiQuery('transfer-limits');
  const remaining = useApiQuery('remaining-limit');
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
  const targetEntry =
    target && balances.data ? entryFor(balances.data.brands, { code: target }) : null;
  const targetLimits = targetEntry ?? {};
  // In Arabic a brand name with Latin letters ('مكافآت AMRX') is isolated, so the numbers beside
  // it in a sentence keep their place (Unicode bidi FSI … PDI).
  const name = (code?: string) => {
    const text = brands.find((b) => b.code === code)?.name ?? code ?? '';
    return locale === 'ar' ? `\u2068${text}\u2069` : text;
  };
  const payload = source && target ? { sourceBrand: source, targetBrand: target, points } : null;

  const quote = useApiQuery('transfer-quote', payload ?? undefined, {
    enabled: reviewing && !!payload,
    staleTime: 0,
    gcTime: 0,
  });

  if (balances.isPending || limits.isPending) {
    return (
      <div role="status" className="h-64 animate-pulse rounded-3xl bg-surface">
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  const loadError = balances.error ?? limits.error;
  if (loadError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-4 rounded-2xl bg-error/10 p-4 text-sm text-error-ink"
      >
        <span>{errorText(loadError)}</span>
        <button
          type="button"
          onClick={() => void Promise.all([balances.refetch(), limits.refetch()])}
          className="font-semibold underline"
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  const pending = mutation.isPending;
  const change = (next: typeof chosen) => {
    // Resetting a running mutation would detach it: its reply would never reach the screen.
    if (pending) return;
    setChosen({ ...chosen, source, target, points, ...next });
    setReviewing(false);
    setDone(null);
    mutation.reset();
  };
  const pickSource = (code: string) =>
    // Picking the current target as the source swaps the two, so both sides stay different.
    change({ source: code as BrandCode, target: code === target ? source : target });
  const pickTarget = (code: string) =>
    change({ target: code as BrandCode, source: code === source ? target : source });

  const problem =
    source && target
      ? transferProblem({
          sourceBrand: source,
          targetBrand: target,
          targetIsMember: isJoined(target),
          points,
          sourceBalance,
          minimum,
          rate,
          target: targetLimits,
        })
      : null;
  const refused = mutation.error
    ? problemFromCode(mutation.error.code, { minimum, target: targetLimits })
    : null;
  // The quote reads today's earnings at the moment of review, which may be fresher than the balances.
  const quoteProblem = quote.error
    ? problemFromCode(quote.error.code, { minimum, target: targetLimits })
    : reviewing && quote.data && targetEntry
      ? dailyLimitProblem(
          {
            ...targetEntry,
            totalDailyEarnPoint: targetEntry.dailyEarningLimit - quote.data.remainingDailyLimit,
          },
          quote.data.receive,
        )
      : null;
  // After a transfer the form shows its success and the new limits only, until the member changes
  // something: the amount it resets to may not fit what is left of today's limit.
  // A disabled Review always says why beside it, an empty amount included.
  const shownProblem = done ? null : (problem ?? refused ?? quoteProblem);
  const limitEntry =
    target && remaining.data ? entryFor(remaining.data.brands, { code: target }) : null;
  // A quote read again after a refusal may be refused itself: its earlier answer is then stale.
  const quoted = reviewing && !quote.error ? quote.data : undefined;
  // No rate between the two brands: nothing to summarise.
  const summary = rate && {
    send: quoted ? quoted.send : points,
    receive: quoted ? quoted.receive : estimateReceive(points, rate),
    rate: quoted ? quoted.rate : rate,
    minimum,
    remaining: quoted ? quoted.remainingDailyLimit : (limitEntry?.remaining ?? null),
    limit: limitEntry?.dailyEarningLimit ?? targetEntry?.dailyEarningLimit ?? null,
  };
  const failure = done
    ? null
    : mutation.error && !refused
      ? errorText(mutation.error)
      : quote.error && !quoteProblem
        ? errorText(quote.error)
        : null;

  if (joined.every((o) => o.balance === 0))
    return <p className="rounded-2xl bg-surface p-4">{t('noSource')}</p>;

  return (
    <form
      noValidate
      aria-labelledby="exchange-form-title"
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && payload) setReviewing(true);
      }}
    >
      {/* Focused after Change: the form is the step again, and its Change button is gone. */}
      <h2 id="exchange-form-title" tabIndex={-1} className="text-lg font-semibold">
        {t('formTitle')}
      </h2>
      {/* Nothing that starts a new transfer intent can change while one is in flight. */}
      <fieldset disabled={pending} className="flex flex-col gap-6">
        <BrandPicker
          legend={t('from')}
          name="source"
          options={options}
          value={source}
          onChange={pickSource}
          showNotJoined={false}
        />
        <BrandPicker
          legend={t('to')}
          name="target"
          options={options}
          value={target}
          onChange={pickTarget}
          showNotJoined
          joinAs={{ ...member, name: memberName }}
        />
        <PointsField
          value={points}
          max={sourceBalance}
          onChange={(next) => change({ points: next })}
          sliderText={sliderText}
          describedBy={shownProblem ? 'transfer-problem' : undefined}
          locked={pending}
        />
      </fieldset>
      <ProblemText id="transfer-problem" problem={shownProblem} target={name(target)} />
      {source && target && summary ? (
        <TransferSummary
          values={summary}
          source={name(source)}
          target={name(target)}
          busy={reviewing && quote.isFetching}
        />
      ) : null}
      <p className="text-sm text-muted">
        {limits.data?.transferPointsLimit.pointExpireAfterText[locale]}
      </p>
      {failure ? (
        <p role="alert" className="rounded-xl bg-error/10 px-4 py-3 text-sm text-error-ink">
          {failure}
        </p>
      ) : null}
      {done ? <TransferDone done={done} balances={balances} /> : null}
      {reviewing && payload ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={!quote.data || pending || !!refused || !!quoteProblem}
            onClick={() =>
              void confirm(payload, (reply) => {
                setDone({
                  ...reply,
                  source: payload.sourceBrand,
                  target: payload.targetBrand,
                  sourceName: name(source),
                  targetName: name(target),
                });
                setReviewing(false);
                setChosen({ source, target, points: minimum });
              })
            }
            className={primaryButtonClass}
          >
            {pending
              ? t('confirming')
              : mutation.isError && !refused
                ? t('tryAgain')
                : t('confirm')}
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              change({});
              focusStep(document.getElementById('exchange-form-title'));
            }}
            className={secondaryButtonClass}
          >
            {t('change')}
          </button>
        </div>
      ) : (
        <button
          type="submit"
          disabled={!!problem || !payload}
          aria-describedby={shownProblem ? 'transfer-problem' : undefined}
          className={primaryButtonClass}
        >
          {t('review')}
        </button>
      )}
    </form>
  );
}
