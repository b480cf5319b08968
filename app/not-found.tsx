import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, directionOf, isLocale } from '@/lib/i18n/locale';
import { rubikLatin } from '@/lib/ui/fonts';
import { routePath } from '@/lib/navigation/route-paths';
import { resolveTheme, themeStyle } from '@/lib/config/theme';

// Reached only for requests outside /{locale} that the middleware lets through (a missing file
// such as /nothing.txt). No path names a language here: the member's stored one is used, in the
// product's font and colours, like app/[locale]/not-found.tsx.
export default async function GlobalNotFound() {
  const stored = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={rubikLatin.variable}
      style={themeStyle(resolveTheme())}
    >
      <body className="min-h-dvh">
        {/* React puts it in the head: no page metadata reaches a page outside the languages. */}
        <title>{t('title')}</title>
        <main
          id="main"
          className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
        >
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-muted">{t('hint')}</p>
          <a
            href={`/${locale}${routePath('home')}`}
            className="rounded-full bg-primary-ink px-6 py-3 font-medium text-white"
          >
            {t('back')}
          </a>
        </main>
      </body>
    </html>
  );
}
