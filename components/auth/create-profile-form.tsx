'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { emailError, nameError, type ValidationKey } from '@/lib/forms/validation';
import { Field, FormError, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useFinishAuthChange } from './use-finish-sign-in';

/** docs/product.md §2 Create profile: name, email, the verified mobile (read-only), and log me in. */
export function CreateProfileForm({ cCode, phnNo }: { cCode: string; phnNo: string }) {
  const t = useTranslations('CreateProfile');
  const tv = useTranslations('Validation');
  const errorText = useErrorText();
  const finish = useFinishAuthChange();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<{
    name: ValidationKey | null;
    email: ValidationKey | null;
  }>({ name: null, email: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { name: nameError(name), email: emailError(email) };
    setInvalid(problems);
    if (problems.name || problems.email) return;
    setBusy(true);
    setFailure(null);
    try {
      await callApi('profile', { cCode, phnNo, name: name.trim(), email: email.trim() });
      await callApi('amr-auth', {});
      finish();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const described = (field: 'name' | 'email') =>
    invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      <Field id={`${id}-name`} label={t('name')} error={invalid.name ? tv(invalid.name) : null}>
        <input
          id={`${id}-name`}
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
          value={`${cCode} ${phnNo}`}
          className={`${inputClass} text-start rtl:text-end`}
        />
      </Field>
      <FormError message={failure} />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('saving') : t('submit')}
      </button>
    </form>
  );
}
