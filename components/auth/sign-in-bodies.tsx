import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { COUNTRY_COOKIE, DEFAULT_COUNTRY, type Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import {
  pendingSignIn,
  type CodeSent,
  type PendingSignIn,
  type SessionPhone,
} from '@/lib/session/sign-in';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { FormError } from '@/components/ui/field';
import { LoginForm } from './login-form';
import { OtpForm, type CodeClock } from './otp-form';
import { CreateProfileForm } from './create-profile-form';

// The server halves of the sign-in modals (docs/product.md §2 Modals): they read the config and the
// session, and hand the client forms what they need.

async function configOrError() {
  const [config, t] = await Promise.all([getAppConfig(), getTranslations('ApiErrors')]);
  return { config, error: config ? null : <FormError message={t('generic')} /> };
}

export async function LoginBody() {
  const [{ config, error }, locale, jar, t] = await Promise.all([
    configOrError(),
    getLocale() as Promise<Locale>,
    cookies(),
    getTranslations('Login'),
  ]);
  if (!config) return error;
  const countries = config.countries.map((c) => ({
    code: c.code,
    phoneCode: c.phoneCode,
    name: localized(c.name, locale),
    example: c.example,
    pattern: c.pattern,
    minLength: c.minLength,
    maxLength: c.maxLength,
  }));
  return (
    <div className="flex flex-col gap-6">
      <LoginForm
        countries={countries}
        defaultCountry={jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY}
      />
      {config.loginBenefits.length > 0 ? (
        <section aria-labelledby="login-benefits" className="rounded-2xl bg-surface p-4">
          <h3 id="login-benefits" className="mb-2 font-semibold">
            {t('benefitsTitle')}
          </h3>
          <ul className="list-disc space-y-1 ps-5 text-sm text-muted">
            {config.loginBenefits.map((b, i) => (
              <li key={i}>{localized(b.BENIFIT_TEXT, locale)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The number a code went to, as the code and profile screens show it: "+971 501234567". */
const shownPhone = (phone: SessionPhone) => `${phone.cCode} ${phone.phnNo}`;

/** The number a code was sent to lives in the session; without one, start again at login. */
async function pendingSignInOr(render: (pending: PendingSignIn) => React.ReactNode) {
  const [pending, t] = await Promise.all([pendingSignIn(), getTranslations('ServiceErrors')]);
  if (!pending) {
    return (
      <div className="flex flex-col gap-4">
        <FormError message={t('session_required')} />
        <Link href={routePath('login')} replace className="font-medium text-primary-ink">
          {(await getTranslations('Modals'))('login')}
        </Link>
      </div>
    );
  }
  return render(pending);
}

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

export async function CreateProfileBody() {
  return pendingSignInOr(({ phone }) => <CreateProfileForm phone={shownPhone(phone)} />);
}

export async function AmrBenefitsBody() {
  const [{ config, error }, locale, t] = await Promise.all([
    configOrError(),
    getLocale() as Promise<Locale>,
    getTranslations('Benefits'),
  ]);
  if (!config) return error;
  return (
    <div className="flex flex-col gap-5">
      <p className="font-medium">{localized(config.texts.amrBenefitLoginTitle, locale)}</p>
      <ul className="list-disc space-y-2 ps-5 text-muted">
        {config.benefits.map((b, i) => (
          <li key={i}>{localized(b.BENIFIT_TEXT, locale)}</li>
        ))}
      </ul>
      <Link
        href={routePath('login')}
        replace
        className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
      >
        {t('loginCta')}
      </Link>
    </div>
  );
}
