'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { COUNTRY_COOKIE } from '@/lib/locale';
import { primaryButtonClass } from '@/components/ui/field';
import { useCloseModal } from '@/components/modal/route-modal';

type Option = { code: string; name: string; flag: string };

/** SPEC §2 Change country: stores the country cookie (SPEC §3: secure, same-site none). */
export function ChangeCountryForm({ options, current }: { options: Option[]; current: string }) {
  const t = useTranslations('ChangeCountry');
  const router = useRouter();
  const close = useCloseModal();
  const [country, setCountry] = useState(current);

  const save = (event: FormEvent) => {
    event.preventDefault();
    document.cookie = `${COUNTRY_COOKIE}=${country}; path=/; max-age=31536000; secure; samesite=none`;
    close();
    router.refresh();
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-muted">{t('intro')}</legend>
        {options.map((option) => (
          <label key={option.code} className="flex items-center gap-3 rounded-xl border border-line p-4 has-[:checked]:border-primary">
            <input
              type="radio"
              name="country"
              value={option.code}
              checked={country === option.code}
              onChange={() => setCountry(option.code)}
              className="size-5 accent-primary"
            />
            <span aria-hidden="true" className="text-2xl">
              {option.flag}
            </span>
            <span className="font-medium">{option.name}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={primaryButtonClass}>
        {t('save')}
      </button>
    </form>
  );
}
