'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';
import type { DeleteStep, DeletingMember } from './delete-account-steps';

const loadSteps = () =>
  import('./delete-account-steps').then((m) => m.DeleteAccountSteps, orOffline);
// Most visits to the account screen delete nothing: the dialogs load when first asked for, and
// start loading as the pointer or focus reaches the button (the JavaScript budget, docs/quality.md §3).
const DeleteAccountSteps = dynamic(loadSteps, { ssr: false });

/**
 * docs/product.md §4 Account deletion: warning → feedback (submit & delete, or skip & delete) → completion,
 * or the technical-error dialog (OK, Try Again), or the active-orders refusal (docs/product.md §8).
 */
export function DeleteAccountFlow(props: DeletingMember) {
  const tm = useTranslations('ManageAccount');
  const [step, setStep] = useState<DeleteStep>('closed');
  const [started, setStarted] = useState(false);

  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-3">
      <h2 id="delete-title" className="text-lg font-semibold">
        {tm('deleteTitle')}
      </h2>
      <p className="text-sm text-muted">{tm('deleteIntro')}</p>
      <button
        type="button"
        onPointerEnter={() => void loadSteps()}
        onFocus={() => void loadSteps()}
        onClick={() => {
          setStarted(true);
          setStep('warning');
        }}
        className="self-start rounded-full border border-error px-5 py-2 font-medium text-error-ink"
      >
        {tm('deleteButton')}
      </button>
      {started ? <DeleteAccountSteps step={step} setStep={setStep} {...props} /> : null}
    </section>
  );
}
