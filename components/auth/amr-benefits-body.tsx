import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { configOrError } from './sign-in-shared';

// The AMRX benefits modal's server half (docs/product.md §2 Modals): the configured benefits.

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
