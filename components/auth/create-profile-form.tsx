'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { emailError, nameError, type ValidationKey } from '@/lib/forms/validation';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import {
  Field,
  FieldError,
  FormError,
  inputClass,
  primaryButtonClass,
} from '@/components/ui/field';
import { useFinishAuthChange } from './use-finish-sign-in';

/**
 * docs/product.md §2 Create profile: name, email, the verified mobile (read-only), the terms and
 * privacy policy accepted (required; unticked at first), and log me in.
 */
export function CreateProfileForm({ phone }: { phone: string }) {
  const t = useTranslations('CreateProfile');
  const tv = useTranslations('Validation');
  const errorText = useErrorText();
  const finish = useFinishAuthChange();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [invalid, setInvalid] = useState<{
    name: ValidationKey | null;
    email: ValidationKey | null;
    terms: boolean;
  }>({ name: null, email: null, terms: false });
  const fields = useRef<Record<'name' | 'email' | 'terms', HTMLInputElement | null>>({
    name: null,
    email: null,
    terms: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { name: nameError(name), email: emailError(email), terms: !accepted };
    setInvalid(problems);
    // Focus goes to the first field in error, so the member lands on what to fix.
    const first = (['name', 'email', 'terms'] as const).find((field) => problems[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // For the session's verified number; the BFF then signs the session in.
      await callApi('profile', { name: name.trim(), email: email.trim(), acceptTerms: true });
      finish();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const described = (field: 'name' | 'email' | 'terms') =>
    invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      <Field id={`${id}-name`} label={t('name')} error={invalid.name ? tv(invalid.name) : null}>
        <input
          id={`${id}-name`}
          ref={(el) => {
            fields.current.name = el;
          }}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          {...described('name')}
        />
      </Field>
      <Field id={`${id}-email`} label={t('email')} error={invalid.email ? tv(invalid.email) : null}>
        <input
          id={`${id}-email`}
          ref={(el) => {
            fields.current.email = el;
          }}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={`${inputClass} text-start rtl:text-end`}
          {...described('email')}
        />
      </Field>
      <Field id={`${id}-mobile`} label={t('mobile')}>
        <input
          id={`${id}-mobile`}
          readOnly
          dir="ltr"
          value={phone}
          className={`${inputClass} text-start rtl:text-end`}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            id={`${id}-terms`}
            ref={(el) => {
              fields.current.terms = el;
            }}
            type="checkbox"
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.target.checked);
              if (e.target.checked) setInvalid((now) => ({ ...now, terms: false }));
            }}
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...described('terms')}
          />
          <span>
            {t.rich('acceptTerms', {
              terms: (chunks) => (
                <DocumentLink href={routePath('termsAndConditions')}>{chunks}</DocumentLink>
              ),
              privacy: (chunks) => (
                <DocumentLink href={routePath('privacyPolicy')}>{chunks}</DocumentLink>
              ),
            })}
          </span>
        </label>
        <FieldError id={`${id}-terms`} error={invalid.terms ? t('acceptTermsRequired') : null} />
      </div>
      <FormError message={failure} />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('saving') : t('submit')}
      </button>
    </form>
  );
}

/** A document the member accepts, in a new tab: the dialog, and what the member typed, stay. */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary-ink underline"
    >
      {children}
    </Link>
  );
}
