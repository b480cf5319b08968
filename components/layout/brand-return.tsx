import { Suspense } from 'react';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { COUNTRY_COOKIE, DEFAULT_COUNTRY, type Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { BrandReturnGate } from './brand-return-gate';

/** The server half of the brand-return banner: the configured deep links and brand names. */
export async function BrandReturn() {
  const [config, brands, jar, locale] = await Promise.all([
    getAppConfig(),
    getNativeBrands(),
    cookies(),
    getLocale() as Promise<Locale>,
  ]);
  if (!config) return null;
  const brandNames = Object.fromEntries(brands.map((b) => [b.code, localized(b.name, locale)]));
  return (
    <Suspense fallback={null}>
      <BrandReturnGate
        deeplinks={config.deeplinkUrl}
        country={jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY}
        brandNames={brandNames}
      />
    </Suspense>
  );
}
