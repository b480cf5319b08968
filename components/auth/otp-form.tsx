'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { westernDigits } from '@/lib/i18n/digits';
import { useRouter } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { FormError, primaryButtonClass } from '@/components/ui/field';
import { IsolatedText } from '@/components/ui/isolated-text';
import { useFinishAuthChange } from './use-finish-sign-in';

/** The code's clock, by the server's time (lib/session/sign-in.ts CodeSent). */
export type CodeClock = {
  /** Epoch milliseconds when a new code may be asked for, and when this one stops working. */
  resendAt: number;
  expiresAt: number;
  /** The same, in seconds from when the page was drawn: the first paint needs no clock. */
  resendInSeconds: number;
  expired: boolean;
};

/** `phone`: the number the code went to, as the session holds it, to show; the calls never send it. */
type Props = { length: number; phone: string; clock: CodeClock };

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * docs/product.md §2 OTP verification: a box per digit, paste or autofill of the whole code, and resend.
 * The code goes as soon as its last digit is in; a wrong code empties the boxes for the next try
 * and the reply says how many tries are left. The resend wait and the code's expiry come from
 * when the server sent it, so a reload neither restarts nor contradicts them.
 */
export function OtpForm({ length, phone, clock }: Props) {
  const t = useTranslations('Otp');
  const errorText = useErrorText();
  const router = useRouter();
  const finish = useFinishAuthChange();
  const introId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const [times, setTimes] = useState({ resendAt: clock.resendAt, expiresAt: clock.expiresAt });
  const [wait, setWait] = useState(clock.resendInSeconds);
  const [expired, setExpired] = useState(clock.expired);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      setWait(secondsUntil(times.resendAt, now));
      setExpired(now >= times.expiresAt);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [times]);

  const verify = async (otp: string) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      // The BFF checks the code for the session's number and, for a member, signs the session in.
      const verified = await callApi('verify-otp', { otp });
      // docs/product.md §4 Login: 211 means the number is verified and a profile is needed.
      if (verified.status === 211) return router.replace(routePath('createProfile'));
      finish();
    } catch (error) {
      setFailure(errorText(error));
      // The next try starts from an empty first box, not from the wrong digits.
      setDigits(Array(length).fill(''));
      boxes.current[0]?.focus();
      setBusy(false);
    }
  };

  const fill = (from: number, text: string) => {
    const incoming = westernDigits(text)
      .replace(/\D/g, '')
      .slice(0, length - from)
      .split('');
    if (incoming.length === 0) return;
    const next = digits.map((d, i) =>
      i >= from && i < from + incoming.length ? incoming[i - from]! : d,
    );
    setDigits(next);
    boxes.current[Math.min(from + incoming.length, length - 1)]?.focus();
    if (next.every(Boolean) && !busy) void verify(next.join(''));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== length) return setFailure(t('incomplete', { length }));
    void verify(otp);
  };

  const resend = async () => {
    setFailure(null);
    try {
      // Again to the session's number, with the consent ticked on the login screen.
      const sent = await callApi('login', { resend: true });
      const now = Date.now();
      setTimes({
        resendAt: now + sent.data.resendAfterSeconds * 1000,
        expiresAt: now + sent.data.expiresInSeconds * 1000,
      });
      setDigits(Array(length).fill(''));
      setNotice(t('resent'));
      boxes.current[0]?.focus();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p id={introId} className="text-muted">
        {t.rich('intro', {
          length,
          // A number inside Arabic text keeps its own direction: "+971 501234567", on one line.
          phone,
          // The one <bdi dir="ltr" class="whitespace-nowrap"> of the intro.
          number: (chunks) => <IsolatedText dir="ltr">{chunks}</IsolatedText>,
        })}
      </p>
      {/* The boxes share the dialog's width: each at most 3rem, narrower when six of them and
          their gaps would not fit (a 320 px phone leaves the dialog 280 px). */}
      <div
        dir="ltr"
        className="flex w-full justify-center gap-1.5 min-[400px]:gap-2"
        role="group"
        aria-labelledby={introId}
      >
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
            readOnly={busy}
            className="h-12 w-0 min-w-0 max-w-12 flex-1 rounded-xl border border-line p-0 text-center text-xl font-semibold outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
          />
        ))}
      </div>
      <FormError message={failure ?? (expired ? t('expired') : null)} />
      {notice && !failure && !expired ? (
        <p role="status" className="text-sm text-success-ink">
          {notice}
        </p>
      ) : null}
      <button type="submit" disabled={busy || expired} className={primaryButtonClass}>
        {busy ? t('verifying') : t('submit')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        {wait > 0 && !expired ? (
          <span aria-live="polite" className="text-muted">
            {t('resendIn', { seconds: wait })}
          </span>
        ) : (
          <button type="button" onClick={resend} className="font-medium text-primary-ink">
            {t('resend')}
          </button>
        )}
        <button
          type="button"
          onClick={() => router.replace(routePath('login'))}
          className="font-medium text-muted"
        >
          {t('changeNumber')}
        </button>
      </div>
    </form>
  );
}
