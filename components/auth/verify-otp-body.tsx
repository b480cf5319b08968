import type { CodeSent } from '@/lib/session/sign-in';
import { OtpForm, type CodeClock } from './otp-form';
import { configOrError, pendingSignInOr, shownPhone } from './sign-in-shared';

// The code modal's server half (docs/product.md §2 Modals): the number the code went to and its timers.

/** The code screen's timers, from when the server sent the code. */
function codeClock(sent: CodeSent | undefined, resendSeconds: number): CodeClock {
  const now = Date.now();
  const at = sent?.at ?? now;
  const resendAt = at + (sent?.resendAfterSeconds ?? resendSeconds) * 1000;
  // Without the moment it was sent, the service is the judge of the code's expiry.
  const expiresAt = sent ? at + sent.expiresInSeconds * 1000 : Number.MAX_SAFE_INTEGER;
  return {
    resendAt,
    expiresAt,
    resendInSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    expired: now >= expiresAt,
  };
}

export async function VerifyOtpBody() {
  const { config, error } = await configOrError();
  if (!config) return error;
  return pendingSignInOr(({ phone, codeSent }) => (
    <OtpForm
      length={config.otpLength}
      phone={shownPhone(phone)}
      clock={codeClock(codeSent, config.otpResendSeconds)}
    />
  ));
}
