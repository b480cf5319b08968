'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { entryFor } from '@/lib/brands/brand-membership';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { DELETION_KEY_AREAS } from '@/lib/contract/codes';
import { routePath } from '@/lib/navigation/route-paths';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useFinishAuthChange } from '@/components/auth/use-finish-sign-in';
import { setSigningOutHere } from '@/lib/session/browser/session-ended';
import { FlowDialog } from './flow-dialog';

export type DeleteStep = 'closed' | 'warning' | 'feedback' | 'done' | 'error' | 'blocked';
/** Whose balances the warning reads, and the brands' names in the page's language. */
export type DeletingMember = {
  member: { cCode: string; phnNo: string };
  brands: { code: string; shortname: string; name: string }[];
};
type KeyArea = (typeof DELETION_KEY_AREAS)[number];
const MAX_COMMENT = 500;

/**
 * The dialogs of docs/product.md §4 Account deletion (components/account/delete-account-flow.tsx), loaded
 * once the member first asks to delete. They stay mounted after that, so a closed dialog hands
 * focus back to the button that opened it and a reopened one keeps what was typed.
 */
export function DeleteAccountSteps({
  step,
  setStep,
  member,
  brands,
}: DeletingMember & {
  step: DeleteStep;
  setStep: (step: DeleteStep) => void;
}) {
  const t = useTranslations('DeleteAccount');
  const locale = useLocale();
  // What the warning names: the points lost per brand, and any order still in progress, which
  // the service would refuse the deletion for (docs/product.md §4 Account deletion) — said before
  // the member writes any feedback.
  const balances = useApiQuery('loyalty-brands', member);
  const held = brands.flatMap((brand) => {
    const entry = balances.data ? entryFor(balances.data.brands, brand) : null;
    return entry ? [{ name: brand.name, ...entry }] : [];
  });
  const list = (parts: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
  const lost = held
    .filter((b) => b.pointBalance > 0)
    .map((b) => t('brandPoints', { brand: b.name, points: b.pointBalance }));
  const ordering = held.filter((b) => b.pendingPoints > 0).map((b) => b.name);
  const errorText = useErrorText();
  const finish = useFinishAuthChange();
  const id = useId();
  const [comment, setComment] = useState('');
  const [areas, setAreas] = useState<KeyArea[]>([]);
  const [busy, setBusy] = useState(false);
  const [blockedMessage, setBlockedMessage] = useState('');
  const [lastInput, setLastInput] = useState<{ comment?: string; keyAreas?: KeyArea[] }>({});

  const remove = async (input: { comment?: string; keyAreas?: KeyArea[] }) => {
    setLastInput(input);
    setBusy(true);
    try {
      await callApi('amr-delete', input);
      // Signed out by the member's own hand: calls still in flight are no surprise to announce.
      setSigningOutHere(true);
      setStep('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'active_orders') {
        setBlockedMessage(errorText(error));
        setStep('blocked');
      } else {
        setStep('error');
      }
    } finally {
      setBusy(false);
    }
  };

  const toggleArea = (area: KeyArea) =>
    setAreas((current) =>
      current.includes(area) ? current.filter((a) => a !== area) : [...current, area],
    );

  return (
    <>
      <FlowDialog
        open={step === 'warning'}
        title={t('warningTitle')}
        onClose={() => setStep('closed')}
      >
        <p className="text-muted">{t('warningBody')}</p>
        {balances.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('checkingPoints')}
          </p>
        ) : lost.length > 0 ? (
          <p className="font-medium">{t('pointsLost', { list: list(lost) })}</p>
        ) : null}
        {ordering.length > 0 ? (
          <p role="alert" className="text-error-ink">
            {t('ordersInProgress', { brands: list(ordering) })}
          </p>
        ) : (
          <button
            type="button"
            disabled={balances.isPending}
            onClick={() => setStep('feedback')}
            className={primaryButtonClass}
          >
            {t('continue')}
          </button>
        )}
        <button type="button" onClick={() => setStep('closed')} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
      </FlowDialog>

      <FlowDialog
        open={step === 'feedback'}
        title={t('feedbackTitle')}
        onClose={() => setStep('closed')}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t('keyAreas')}</legend>
          {DELETION_KEY_AREAS.map((area) => (
            <label key={area} className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={areas.includes(area)}
                onChange={() => toggleArea(area)}
                className="size-5 accent-primary"
              />
              {t(`area_${area}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-comment`} className="font-medium">
            {t('comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={MAX_COMMENT}
            rows={4}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby={`${id}-counter`}
            className={inputClass}
          />
          <p id={`${id}-counter`} aria-live="polite" className="text-end text-xs text-muted">
            {t('counter', { count: comment.length, max: MAX_COMMENT })}
          </p>
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => remove({ comment: comment.trim() || undefined, keyAreas: areas })}
          className={primaryButtonClass}
        >
          {busy ? t('deleting') : t('submitDelete')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => remove({})}
          className={secondaryButtonClass}
        >
          {t('skipDelete')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setStep('closed')}
          className="text-sm font-medium text-muted underline-offset-4 hover:underline"
        >
          {t('cancel')}
        </button>
      </FlowDialog>

      <FlowDialog
        open={step === 'done'}
        title={t('doneTitle')}
        onClose={() => finish(routePath('home'))}
      >
        <p className="text-muted">{t('doneBody')}</p>
        <button
          type="button"
          onClick={() => finish(routePath('home'))}
          className={primaryButtonClass}
        >
          {t('ok')}
        </button>
      </FlowDialog>

      <FlowDialog open={step === 'error'} title={t('errorTitle')} onClose={() => setStep('closed')}>
        <p className="text-muted">{t('errorBody')}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => remove(lastInput)}
          className={primaryButtonClass}
        >
          {busy ? t('deleting') : t('tryAgain')}
        </button>
        <button type="button" onClick={() => setStep('closed')} className={secondaryButtonClass}>
          {t('ok')}
        </button>
      </FlowDialog>

      <FlowDialog
        open={step === 'blocked'}
        title={t('blockedTitle')}
        onClose={() => setStep('closed')}
      >
        <p role="alert" className="text-error-ink">
          {blockedMessage}
        </p>
        <button type="button" onClick={() => setStep('closed')} className={primaryButtonClass}>
          {t('ok')}
        </button>
      </FlowDialog>
    </>
  );
}
