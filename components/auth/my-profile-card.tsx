'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { nameError, type ValidationKey } from '@/lib/forms/validation';
import { IsolatedText } from '@/components/ui/isolated-text';
import {
  Field,
  FormError,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 My profile and Update profile: the member's name and phone, with the name editable. */
export function MyProfileCard({ name, phone }: { name: string; phone: string }) {
  const t = useTranslations('MyProfile');
  const tv = useTranslations('Validation');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [invalid, setInvalid] = useState<ValidationKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const edit = useApiMutation('edit-profile');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(draft);
    setInvalid(problem);
    if (problem) return;
    setFailure(null);
    edit.mutate(
      { name: draft.trim() },
      {
        // docs/product.md §4 Profile: the stored name is replaced; the server parts re-render with it.
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
          router.refresh();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  if (editing) {
    return (
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('name')} error={invalid ? tv(invalid) : null}>
          <input
            id={`${id}-name`}
            autoComplete="name"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-name-error` : undefined}
            className={inputClass}
          />
        </Field>
        <FormError message={failure} />
        <button type="submit" disabled={edit.isPending} className={primaryButtonClass}>
          {edit.isPending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={() => setEditing(false)} className={secondaryButtonClass}>
          {t('cancel')}
        </button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 rounded-2xl bg-surface p-4">
        <div>
          <dt className="text-sm text-muted">{t('name')}</dt>
          <dd className="font-semibold">{draft}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('phone')}</dt>
          {/* "+971 5…" reads left to right and stays on one line (components/ui/isolated-text.tsx). */}
          <dd className="font-semibold">
            <IsolatedText dir="ltr">{phone}</IsolatedText>
          </dd>
        </div>
      </dl>
      {saved ? (
        <p role="status" className="text-sm text-success-ink">
          {t('saved')}
        </p>
      ) : null}
      <button type="button" onClick={() => setEditing(true)} className={secondaryButtonClass}>
        {t('update')}
      </button>
      <Link href={routePath('transactionHistory')} className={secondaryButtonClass}>
        {t('history')}
      </Link>
      <Link href={routePath('profileManageAccount')} className={secondaryButtonClass}>
        {t('manageAccount')}
      </Link>
      <Link href={routePath('logout')} replace className={secondaryButtonClass}>
        {t('logout')}
      </Link>
    </div>
  );
}
