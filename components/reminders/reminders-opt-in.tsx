'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiKey } from '@/lib/api/use-api';
import {
  localReminderState,
  turnRemindersOff,
  turnRemindersOn,
  type ReminderState,
} from '@/lib/pwa/push-reminders';
import { rememberReminderState } from '@/lib/pwa/reminders-offer';

type Step = ReminderState | 'explaining' | 'working' | 'failed';

/**
 * docs/product.md §4 Reminders: a device opts in to reminders here, from the points widget's
 * expiry line (`compact`) or from manage account. We say what we will send before the browser
 * asks, and ask only when the member taps: never on a first visit.
 */
export function RemindersOptIn({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Reminders');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step | null>(null);

  useEffect(() => {
    let current = true;
    void localReminderState()
      .catch((): ReminderState => 'unsupported')
      .then((state) => {
        rememberReminderState(state);
        if (current) setStep(state);
      });
    return () => {
      current = false;
    };
  }, []);

  const act = async (change: () => Promise<ReminderState | void>, after: ReminderState) => {
    setStep('working');
    try {
      const state = (await change()) ?? after;
      rememberReminderState(state);
      setStep(state);
    } catch {
      setStep('failed');
    }
    void queryClient.invalidateQueries({ queryKey: apiKey('sso-sessions') });
  };
  const linkClass = 'font-semibold underline underline-offset-2';
  const buttonClass = 'rounded-full px-4 py-2 text-sm font-semibold';

  if (step === null || (compact && (step === 'unsupported' || step === 'blocked'))) return null;
  if (step === 'on')
    return (
      <p className={compact ? 'mt-1 text-sm' : 'flex flex-wrap items-center gap-3'}>
        <span>{t('on')}</span>
        {compact ? null : (
          <button
            type="button"
            className={`${buttonClass} border border-line`}
            onClick={() => void act(turnRemindersOff, 'off')}
          >
            {t('turnOff')}
          </button>
        )}
      </p>
    );
  if (step === 'unsupported') return <p className="text-sm text-muted">{t('unsupported')}</p>;
  if (step === 'blocked') return <p className="text-sm text-muted">{t('blocked')}</p>;
  if (step === 'explaining' || step === 'working')
    return (
      <div
        role="group"
        aria-labelledby="reminders-explain"
        className={`mt-2 flex flex-col gap-3 rounded-2xl p-4 text-sm ${compact ? 'border border-current' : 'bg-surface'}`}
      >
        <p id="reminders-explain">{t('explain')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={step === 'working'}
            className={`${buttonClass} bg-primary-ink text-white`}
            onClick={() => void act(turnRemindersOn, 'on')}
          >
            {step === 'working' ? t('working') : t('allow')}
          </button>
          <button
            type="button"
            disabled={step === 'working'}
            className={`${buttonClass} border border-current`}
            onClick={() => setStep('off')}
          >
            {t('notNow')}
          </button>
        </div>
      </div>
    );
  return (
    <div className={compact ? 'mt-1 text-sm' : 'flex flex-col gap-2'}>
      {step === 'failed' ? (
        <p role="alert" className="text-sm text-error-ink">
          {t('failed')}
        </p>
      ) : null}
      <button
        type="button"
        className={compact ? linkClass : `${buttonClass} self-start border border-line`}
        onClick={() => setStep('explaining')}
      >
        {t('offer')}
      </button>
    </div>
  );
}
