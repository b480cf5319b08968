// The offline page a navigation falls back to (docs/product.md §4 Offline wallet): the app's own
// page in the language of the address asked for, kept by the service worker (app/sw.ts) together
// with the scripts and styles it needs, so it opens inside the app's shell, hydrated, with the
// wallet one tap away. The worker redirects to it with the address asked for in `from`: rendered
// at its own address, it hydrates as it was rendered, and once the network is back the page
// asked for opens (components/pwa/leave-when-online.tsx).
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@/lib/i18n/locale';
import { STATIC_FILES_PATH } from './loaded-static-files';
import { OFFLINE_PATH } from './offline-path';
import { routePath } from '@/lib/navigation/route-paths';

export const offlineShellPath = (locale: Locale) => `/${locale}${OFFLINE_PATH}`;

const RETURN_PARAM = 'from';

/** The offline page in the language `url` names (English without one), or null for itself. */
export function offlineShellFor(url: string): { path: string; redirect: string } | null {
  const { pathname, search } = new URL(url);
  const first = pathname.split('/')[1];
  const path = offlineShellPath(isLocale(first) ? first : DEFAULT_LOCALE);
  if (pathname === path) return null;
  return {
    path,
    redirect: `${path}?${new URLSearchParams({ [RETURN_PARAM]: pathname + search })}`,
  };
}

/** Where the offline page returns to: the same-origin address it stood for, else home. */
export function offlineReturnPath(search: string, locale: Locale): string {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : `/${locale}${routePath('home')}`;
}

/** The build's hashed files a page's HTML loads (scripts, styles, preloaded fonts). */
export function staticFilesOf(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g);
  const paths = [...found].map((match) => match[1] ?? '');
  return [...new Set(paths)].filter((path) => path.startsWith(STATIC_FILES_PATH));
}

/** The language an address names, English without one. */
export function localeOfUrl(url: string): Locale {
  const first = new URL(url).pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The build's Rubik Latin among the precached files: next/font's one file (lib/ui/fonts.ts), the
 * only font the build puts under its media folder (Rubik Arabic is served from public/fonts).
 */
export function latinFaceOf(entries: readonly (string | { url: string })[]): string | null {
  const urls = entries.map((entry) => (typeof entry === 'string' ? entry : entry.url));
  return urls.find((url) => /\/_next\/static\/media\/[^/?#]+\.woff2$/.test(url)) ?? null;
}

const SECTION = /<section lang="(\w+)"[^>]*>[\s\S]*?<\/section>/g;

/**
 * The static offline page (public/offline.html), the last resort when no offline page of the app
 * was kept, as a page of `locale`: that language's section first, the document in its language
 * and direction with its title, and Rubik's Latin face declared at its build address (the page
 * declares the Arabic one itself), so it reads like the app.
 */
export function staticOfflinePage(html: string, locale: Locale, latinFace: string | null): string {
  const sections = [...html.matchAll(SECTION)];
  const own = sections.find((section) => section[1] === locale);
  const first = sections[0];
  let page = html;
  if (own && first && own.index > first.index) {
    const [a, b] = [first, own];
    page =
      html.slice(0, a.index) +
      b[0] +
      html.slice(a.index + a[0].length, b.index) +
      a[0] +
      html.slice(b.index + b[0].length);
  }
  page = page.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
  const title = own?.[0].match(/data-title="([^"]*)"/)?.[1];
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (latinFace) {
    const face = `@font-face{font-family:'Rubik';src:url('${latinFace}') format('woff2');font-style:normal;font-weight:300 900;font-display:swap}`;
    page = page.replace('</head>', `<style>${face}</style></head>`);
  }
  return page;
}
