import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { directionOf, isLocale } from '@/lib/i18n/locale';
import { DEFAULT_THEME } from '@/lib/config/theme';
import { routePath } from '@/lib/navigation/route-paths';

// The web app manifest, one per language: the
// installed app opens in the language it was installed from.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Pwa' });
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const manifest = {
    id: `/${locale}${routePath('home')}`,
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    dir: directionOf(locale),
    start_url: `/${locale}${routePath('home')}`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: DEFAULT_THEME.primary,
    background_color: '#ffffff',
    categories: ['food', 'lifestyle', 'shopping'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
