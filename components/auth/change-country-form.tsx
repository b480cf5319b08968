'use client';

import { useState, type FormEvent } from 'react';
import { track } from '@/lib/observability/analytics';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, defaultLocaleFor, type Locale } from '@/lib/i18n/locale';
import { rememberedPage } from '@/lib/navigation/navigation-memory';
import { routePath } from '@/lib/navigation/route-paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { primaryButtonClass } from '@/components/ui/field';
import { useCloseModal } from '@/components/modal/route-modal';

type Option = { code: string; name: string };

/** docs/product.md §2 Change country: stores the country cookie (docs/product.md §3: secure, same-site none). */
export function ChangeCountryForm({ options, current }: { options: Option[]; current: string }) {
  const t = useTranslations('ChangeCountry');
  const router = useRouter();
  const close = useCloseModal();
  const [country, setCountry] = useState(current);

  const locale = useLocale() as Locale;

  const save = (event: FormEvent) => {
    event.preventDefault();
    document.cookie = `${COUNTRY_COOKIE}=${country}; path=/; max-age=31536000; secure; samesite=none`;
    track({ event: 'country_change', event_action: country, select_country: country });
    // docs/product.md §4 Language: a new country brings its default language (Arabic for KSA).
    const language = country === current ? locale : defaultLocaleFor(country);
    if (language !== locale) {
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
      router.replace(rememberedPage() ?? routePath('home'), { locale: language });
      return;
    }
    close();
    router.refresh();
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-muted">{t('intro')}</legend>
        {options.map((option) => (
          <label
            key={option.code}
            className="flex items-center gap-3 rounded-xl border border-line p-4 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name="country"
              value={option.code}
              checked={country === option.code}
              onChange={() => setCountry(option.code)}
              className="size-5 accent-primary"
            />
            <CountryFlag code={option.code} />
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
