'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import { westernDigits } from '@/lib/i18n/digits';
import { splitInternational } from '@/lib/forms/international-number';
import { useRouter } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { phoneError, type PhoneRule, type ValidationKey } from '@/lib/forms/validation';
import { Field, FormError, inputClass, primaryButtonClass } from '@/components/ui/field';
import { CountryFlag } from '@/components/ui/country-flag';
import { Icon } from '@/components/ui/icon';
import { useCloseModal } from '@/components/modal/route-modal';

export type CountryOption = PhoneRule & {
  code: string;
  phoneCode: string;
  name: string;
  example: string;
};

/** docs/product.md §2 Login: phone entry with the country's rules, marketing consent, skip and continue. */
export function LoginForm({
  countries,
  defaultCountry,
}: {
  countries: CountryOption[];
  defaultCountry: string;
}) {
  const t = useTranslations('Login');
  const tv = useTranslations('Validation');
  const errorText = useErrorText();
  const router = useRouter();
  const close = useCloseModal();
  const id = useId();
  const [country, setCountry] = useState(
    countries.some((c) => c.code === defaultCountry) ? defaultCountry : countries[0]!.code,
  );
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<ValidationKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useApiMutation('login');
  const rule = countries.find((c) => c.code === country)!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = phoneError(phone, rule);
    setInvalid(problem);
    if (problem) return;
    login.mutate(
      {
        // As typed: the BFF keeps the national number (lib/contract/codes.ts nationalNumber).
        cCode: rule.phoneCode,
        phnNo: phone,
        enableMarketingConsent: consent,
      },
      // From one modal to the next with replace, so one step back still lands on the page below.
      {
        onSuccess: () => router.replace(routePath('verifyOtp')),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      {/* The country is at most 7rem wide, so the number keeps room for all its digits at 320 px.
          Closed, the select shows the flag and the calling code, drawn over its own text (which
          is there, full, for screen readers and the options list); each option names the country
          whole, its code isolated left to right so Arabic reads "+971", not "971+". */}
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
        <Field id={`${id}-country`} label={t('country')}>
          <div className="relative">
            <select
              id={`${id}-country`}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              className={`${inputClass} appearance-none text-transparent`}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code} className="text-secondary">
                  {`\u2066${c.phoneCode}\u2069 ${c.name}`}
                </option>
              ))}
            </select>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-0 end-7 flex items-center gap-1 overflow-hidden ps-3"
            >
              <CountryFlag code={rule.code} />
              <bdi dir="ltr" className="whitespace-nowrap">
                {rule.phoneCode}
              </bdi>
            </span>
            <Icon
              name="expand"
              className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
          </div>
        </Field>
        <Field id={`${id}-phone`} label={t('phone')} error={invalid ? tv(invalid) : null}>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            placeholder={t('phonePlaceholder', { example: rule.example })}
            value={phone}
            onChange={(e) => {
              // A number pasted with its calling code picks the country and keeps the rest.
              const typed = westernDigits(e.target.value);
              const international = splitInternational(typed, countries);
              if (international) setCountry(international.country);
              setPhone(international ? international.national : typed);
            }}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-phone-error` : undefined}
            className={`${inputClass} text-start rtl:text-end`}
          />
        </Field>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-0.5 size-5 accent-primary"
        />
        <span>{t('consent')}</span>
      </label>
      <FormError message={failure} />
      <button type="submit" disabled={login.isPending} className={primaryButtonClass}>
        {login.isPending ? t('sending') : t('submit')}
      </button>
      <button
        type="button"
        onClick={close}
        className="text-sm font-medium text-muted underline-offset-4 hover:underline"
      >
        {t('skip')}
      </button>
    </form>
  );
}
