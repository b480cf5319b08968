import { getLocale, getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { BrandCodeSchema } from '@/lib/contract/common';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { PageIntro } from '@/components/layout/page-intro';
import { FormError, secondaryButtonClass } from '@/components/ui/field';
import { QuickLogin } from './quick-login';
import { routePath } from '@/lib/navigation/route-paths';

/** /quick-login?clientId=…&brand=… as a brand app opens it (docs/product.md §3 Query parameters). */
export async function QuickLoginScreen({
  searchParams,
}: {
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const [config, locale, pages, t] = await Promise.all([
    getAppConfig(),
    getLocale() as Promise<Locale>,
    getTranslations('Pages'),
    getTranslations('QuickLogin'),
  ]);
  const clientId = typeof searchParams.clientId === 'string' ? searchParams.clientId : undefined;
  const brand = BrandCodeSchema.safeParse(searchParams.brand);
  const texts = config?.texts;
  return (
    <PageIntro title={pages('quickLogin')} intro={pages('quickLoginIntro')}>
      <div className="mt-6 max-w-md">
        {!texts ? (
          <FormError message={(await getTranslations('ApiErrors'))('generic')} />
        ) : clientId && brand.success ? (
          <QuickLogin
            clientId={clientId}
            brand={brand.data}
            texts={{
              title: localized(texts.amrQuickLoginTitle, locale),
              existOne: localized(texts.amrExistOneAccount, locale),
              proceed: localized(texts.quickLoginCTAContinue, locale),
              otherOption: localized(texts.CTAotherOption, locale),
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-muted">{t('noLink')}</p>
            <Link href={routePath('login')} className={secondaryButtonClass}>
              {localized(texts.amrLoginButtonText, locale)}
            </Link>
          </div>
        )}
      </div>
    </PageIntro>
  );
}

/** docs/product.md §4 Login alert: the brand's session has ended; sign in with the programme profile. */
export async function LoginAlertBody() {
  const [config, locale] = await Promise.all([getAppConfig(), getLocale() as Promise<Locale>]);
  if (!config) return <FormError message={(await getTranslations('ApiErrors'))('generic')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{localized(config.texts.amrBenefitLoginTitle, locale)}</p>
      <Link
        href={routePath('login')}
        replace
        className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
      >
        {localized(config.texts.amrLoginButtonText, locale)}
      </Link>
    </div>
  );
}
