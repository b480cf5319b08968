// The offline page a navigation falls back to (docs/product.md §4 Offline wallet): the app's own
// page in the language of the address asked for, kept by the service worker (app/sw.ts) together
// with the scripts and styles it needs, so it opens inside the app's shell, hydrated, with the
// wallet one tap away. The worker redirects to it with the address asked for in `from`: rendered
// at its own address, it hydrates as it was rendered, and once the network is back the page
// asked for opens (components/pwa/leave-when-online.tsx).
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale';
import { STATIC_FILES_PATH } from './loaded-static-files';
import { OFFLINE_PATH } from './offline-path';

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
    : `/${locale}/home`;
}

/** The build's hashed files a page's HTML loads (scripts, styles, preloaded fonts). */
export function staticFilesOf(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g);
  const paths = [...found].map((match) => match[1] ?? '');
  return [...new Set(paths)].filter((path) => path.startsWith(STATIC_FILES_PATH));
}
