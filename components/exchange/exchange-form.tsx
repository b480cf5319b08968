'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { BrandPicker } from './brand-picker';
import { PointsField } from './points-field';
import { ProblemText } from './problem-text';
import { TransferDone } from './transfer-done';
import { TransferSummary } from './transfer-summary';
import { useTransferForm, type ExchangeBrand } from './use-transfer-form';

export type { ExchangeBrand };

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

/**
 * docs/product.md §1/§3 Transfer: move points between brands at the posted rate, within the §5
 * limits. The layout only: the state, the quote and the transfer are use-transfer-form.ts's.
 */
export function ExchangeForm({ brands, member, memberName = '', sliderText }: Props) {
  const t = useTranslations('Exchange');
  const form = useTransferForm(brands, member);

  if (form.status === 'loading') {
    return (
      <div role="status" className="h-64 animate-pulse rounded-3xl bg-surface">
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (form.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-4 rounded-2xl bg-error/10 p-4 text-sm text-error-ink"
      >
        <span>{form.loadError}</span>
        <button type="button" onClick={form.reload} className="font-semibold underline">
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (form.status === 'empty') return <p className="rounded-2xl bg-surface p-4">{t('noSource')}</p>;

  const describedBy = form.problem ? 'transfer-problem' : undefined;
  return (
    <form
      noValidate
      aria-labelledby="exchange-form-title"
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        form.review();
      }}
    >
      {/* Focused after Change: the form is the step again, and its Change button is gone. */}
      <h2 id="exchange-form-title" tabIndex={-1} className="text-lg font-semibold">
        {t('formTitle')}
      </h2>
      {/* Nothing that starts a new transfer intent can change while one is in flight. */}
      <fieldset disabled={form.pending} className="flex flex-col gap-6">
        <BrandPicker
          legend={t('from')}
          name="source"
          options={form.options}
          value={form.source}
          onChange={form.pickSource}
          showNotJoined={false}
        />
        <BrandPicker
          legend={t('to')}
          name="target"
          options={form.options}
          value={form.target}
          onChange={form.pickTarget}
          showNotJoined
          joinAs={{ ...member, name: memberName }}
        />
        <PointsField
          value={form.points}
          max={form.sourceBalance}
          onChange={form.setPoints}
          sliderText={sliderText}
          describedBy={describedBy}
          locked={form.pending}
        />
      </fieldset>
      <ProblemText id="transfer-problem" text={form.problem} />
      {form.source && form.target && form.summary ? (
        <TransferSummary
          values={form.summary}
          source={form.sourceName}
          target={form.targetName}
          busy={form.quoteBusy}
        />
      ) : null}
      <p className="text-sm text-muted">{form.expiryText}</p>
      {form.failure ? (
        <p role="alert" className="rounded-xl bg-error/10 px-4 py-3 text-sm text-error-ink">
          {form.failure}
        </p>
      ) : null}
      {form.done ? <TransferDone done={form.done} balances={form.balances} /> : null}
      {form.reviewing ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={!form.canConfirm}
            onClick={form.confirm}
            className={primaryButtonClass}
          >
            {t(form.confirmStep)}
          </button>
          <button
            type="button"
            disabled={form.pending}
            onClick={form.back}
            className={secondaryButtonClass}
          >
            {t('change')}
          </button>
        </div>
      ) : (
        <button
          type="submit"
          disabled={!form.canReview}
          aria-describedby={describedBy}
          className={primaryButtonClass}
        >
          {t('review')}
        </button>
      )}
    </form>
  );
}
