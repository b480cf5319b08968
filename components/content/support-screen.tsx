import { getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { EmailSchema } from '@/lib/contract/common';
import { isolate } from '@/lib/i18n/bidi';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { telLink } from '@/lib/stores/store-list';
import { PageIntro } from '@/components/layout/page-intro';
import { IsolatedRuns, IsolatedText } from '@/components/ui/isolated-text';
import { ContentLoadError } from './content-load-error';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 /support and §8: the support phone number and the support email {email}, from config. */
export async function SupportScreen({ locale }: { locale: Locale }) {
  const [pages, t, config] = await Promise.all([
    getTranslations('Pages'),
    getTranslations('Content'),
    getAppConfig(),
  ]);
  const contact = config?.contactSupport;
  // The address comes from remote config: only a real email address becomes a mailto link, so a
  // value carrying '?', '&' or a second address cannot add headers or recipients to the message.
  const email = contact ? EmailSchema.safeParse(contact.email) : null;
  return (
    <PageIntro title={pages('support')} intro={t('supportIntro')}>
      {contact ? (
        <div className="mt-6 flex max-w-xl flex-col gap-4 rounded-3xl border border-line p-5">
          <a
            href={telLink(contact.phone)}
            className="self-start rounded-full bg-primary-ink px-6 py-3 font-semibold text-white"
          >
            {/* A phone number reads left to right ("+971 …") and stays on one line. */}
            {t('callSupport')} <IsolatedText dir="ltr">{contact.phone}</IsolatedText>
          </a>
          {email?.success ? (
            <p>
              <a
                href={`mailto:${email.data}`}
                className="font-semibold text-primary-ink underline underline-offset-4"
              >
                {/* The address isolated and unbroken: no line break at its hyphen
                    (components/ui/isolated-text.tsx). */}
                <IsolatedRuns text={t('emailSupport', { email: isolate(email.data) })} />
              </a>
            </p>
          ) : null}
          <p className="text-sm text-muted">
            <span className="font-medium">{t('hours')}: </span>
            {localized(contact.hours, locale)}
          </p>
          <Link
            href={routePath('faq')}
            className="self-start text-sm font-semibold underline underline-offset-4"
          >
            {t('faqLink')}
          </Link>
        </div>
      ) : (
        <ContentLoadError message={t('supportUnavailable')} />
      )}
    </PageIntro>
  );
}
