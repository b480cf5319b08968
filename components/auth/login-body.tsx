import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { COUNTRY_COOKIE, DEFAULT_COUNTRY, type Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { LoginForm } from './login-form';
import { configOrError } from './sign-in-shared';

// The login modal's server half (docs/product.md §2 Modals): the countries and the benefits.

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
