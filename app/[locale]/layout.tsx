import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { directionOf } from '@/lib/i18n/locale';
import { rubikLatin } from '@/lib/ui/fonts';
import { preloadArabicFace } from '@/lib/ui/rubik-arabic';
import { DEFAULT_THEME, resolveTheme, themeStyle } from '@/lib/config/theme';
import { NavigationMemory } from '@/components/modal/navigation-memory';
import { QueryProvider } from '@/components/providers/query-provider';
import { LazyDeviceWallet } from '@/components/wallet/lazy-device-wallet';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { ProgrammeMark } from '@/components/ui/programme-mark';
import { Snackbar } from '@/components/overlays/snackbar';
import { SkipLink } from '@/components/layout/skip-link';
import { CONSENT_COOKIE } from '@/lib/observability/consent';
import { getMemberState, sessionView } from '@/lib/session/member';
import { SessionWatch } from '@/components/layout/session-watch';
import { cookies } from 'next/headers';
import { Background } from '@/components/layout/background';
import { analyticsUserId } from '@/lib/observability/analytics-user-id';
import { appleWalletEnv, env, googleWalletEnv } from '@/lib/config/env';

type Props = { children: ReactNode; modal: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: Omit<Props, 'children' | 'modal'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'Metadata',
  });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    // One manifest per language (app/[locale]/manifest.webmanifest).
    manifest: `/${locale}/manifest.webmanifest`,
    icons: { icon: '/icons/icon.svg', apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: t('title'), statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  themeColor: DEFAULT_THEME.primary,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, modal, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Before anything is awaited, so the hint reaches the document's Link header on every page.
  preloadArabicFace(locale);
  const [jar, memberState, t] = await Promise.all([
    cookies(),
    getMemberState(),
    getTranslations('Nav'),
  ]);
  const consentGiven = jar.get(CONSENT_COOKIE)?.value === 'true';
  const signedIn = memberState.kind === 'member' || memberState.kind === 'unchecked';
  const {
    SENTRY_DSN: sentryDsn,
    SENTRY_ENVIRONMENT: sentryEnvironment,
    TAG_MANAGER_ID: tagManagerId,
  } = env();
  const userId =
    memberState.kind === 'member' ? analyticsUserId(memberState.member._id) : undefined;

  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={rubikLatin.variable}
      style={themeStyle(resolveTheme())}
    >
      {/* docs/product.md §1 and §7: analytics call a guest 'new' and a signed-in member 'existing',
          who carries a pseudonymous user id (lib/observability/analytics-user-id.ts). */}
      <body
        className="min-h-dvh"
        data-user-type={signedIn ? 'existing' : 'new'}
        data-user-id={userId}
      >
        {/* Each page adds the messages its own client components read (lib/i18n/client-messages.tsx). */}
        <ClientMessages namespaces={SHELL_NAMESPACES}>
          <QueryProvider>
            {/* First in the document, though it sits over the page: a first visit's browser
                paints it with the first paint rather than after the page's markup, and a screen
                reader meets it first. */}
            <CookieConsent
              accepted={consentGiven}
              marks={
                consentGiven
                  ? null
                  : {
                      onColour: <ProgrammeMark inverse className="size-20 drop-shadow-lg" />,
                      onWhite: <ProgrammeMark className="hidden size-12 shrink-0 sm:block" />,
                    }
              }
            />
            <SessionWatch {...sessionView(memberState)} />
            {memberState.kind === 'member' ? (
              <LazyDeviceWallet
                member={{ cCode: memberState.member.cCode, phnNo: memberState.member.phnNo }}
                passes={[
                  ...(googleWalletEnv() ? (['google'] as const) : []),
                  ...(appleWalletEnv() ? (['apple'] as const) : []),
                ]}
              />
            ) : null}
            <SkipLink label={t('skipToContent')} />
            {children}
            {modal}
            <NavigationMemory />
            <Snackbar closeLabel={t('closeMessage')} />
            <Background
              tagManagerId={tagManagerId}
              sentryDsn={sentryDsn}
              sentryEnvironment={sentryEnvironment}
            />
          </QueryProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
