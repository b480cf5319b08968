'use client';

import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { useRouter } from '@/lib/i18n/navigation';
import { FormError, primaryButtonClass } from '@/components/ui/field';
import { useFinishAuthChange } from './use-finish-sign-in';

type Props = { length: number; resendSeconds: number; cCode: string; phnNo: string };

/** SPEC §2 OTP verification: a box per digit, paste or autofill of the whole code, and resend. */
export function OtpForm({ length, resendSeconds, cCode, phnNo }: Props) {
  const t = useTranslations('Otp');
  const errorText = useErrorText();
  const router = useRouter();
  const finish = useFinishAuthChange();
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const [wait, setWait] = useState(resendSeconds);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const fill = (from: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, length - from).split('');
    if (incoming.length === 0) return;
    setDigits((current) => current.map((d, i) => (i >= from && i < from + incoming.length ? incoming[i - from]! : d)));
    boxes.current[Math.min(from + incoming.length, length - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== length) return setFailure(t('incomplete', { length }));
    setBusy(true);
    setFailure(null);
    try {
      const verified = await callApi('verify-otp', { cCode, phnNo, otp });
      // SPEC §4 Login: 211 means the number is verified and a profile is needed.
      if (verified.status === 211) return router.replace('/create-profile');
      await callApi('amr-auth', {});
      finish();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const resend = async () => {
    setFailure(null);
    try {
      await callApi('login', { cCode, phnNo });
      setDigits(Array(length).fill(''));
      setWait(resendSeconds);
      setNotice(t('resent'));
      boxes.current[0]?.focus();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-muted">{t('intro', { length, phone: `${cCode} ${phnNo}` })}</p>
      <div dir="ltr" className="flex justify-center gap-2" role="group" aria-label={t('intro', { length, phone: `${cCode} ${phnNo}` })}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            value={digit}
            onChange={(e) => fill(index, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={(e) => onPaste(index, e)}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? length : 1}
            aria-label={t('digit', { index: index + 1, length })}
            autoFocus={index === 0}
            className="size-12 rounded-xl border border-line text-center text-xl font-semibold outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
          />
        ))}
      </div>
      <FormError message={failure} />
      {notice && !failure ? (
        <p role="status" className="text-sm text-success-ink">
          {notice}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('verifying') : t('submit')}
      </button>
      <div className="flex items-center justify-between text-sm">
        {wait > 0 ? (
          <span aria-live="polite" className="text-muted">
            {t('resendIn', { seconds: wait })}
          </span>
        ) : (
          <button type="button" onClick={resend} className="font-medium text-primary-ink">
            {t('resend')}
          </button>
        )}
        <button type="button" onClick={() => router.replace('/login')} className="font-medium text-muted">
          {t('changeNumber')}
        </button>
      </div>
    </form>
  );
}
