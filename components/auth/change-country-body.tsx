import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import {
  COUNTRY_COOKIE,
  DEFAULT_COUNTRY,
  SUPPORTED_COUNTRIES,
  type Locale,
} from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { ChangeCountryForm } from './change-country-form';

// The change-country modal's server half (docs/product.md §2 Modals).

export async function ChangeCountryBody() {
  const [config, jar, locale] = await Promise.all([
    getAppConfig(),
    cookies(),
    getLocale() as Promise<Locale>,
  ]);
  const options = config
    ? config.countries.map((c) => ({ code: c.code, name: localized(c.name, locale) }))
    : SUPPORTED_COUNTRIES.map((code) => ({ code, name: code }));
  return (
    <ChangeCountryForm
      options={options}
      current={jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY}
    />
  );
}
