/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack and
// served from /serwist/sw.js. It precaches the shell (styles, fonts, icons, the offline page),
// keeps the scripts and pages a member has loaded for offline reading (the activated voucher at
// the till), and never caches the API: points and sessions are
// always live.
import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';
import {
  KEEP_OFFLINE_SHELL,
  MEMBER_PAGES_CACHE,
  OFFLINE_PAGE,
  OFFLINE_SHELL_CACHE,
  STATIC_FILES_CACHE,
} from '@/lib/pwa/cache-names';
import {
  latinFaceOf,
  localeOfUrl,
  offlineShellFor,
  offlineShellPath,
  staticFilesOf,
  staticOfflinePage,
} from '@/lib/pwa/offline-shell';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locale';
import { STATIC_FILES_PATH } from '@/lib/pwa/loaded-static-files';
import { notificationTarget } from '@/lib/pwa/notification-target';
import type { PushPayload } from '@/lib/contract/push';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

// Read once: the build writes the list in where this names it (app/serwist/[path]/route.ts).
const precacheEntries = self.__SW_MANIFEST;

const serwist = new Serwist({
  precacheEntries,
  // A new version waits until the member accepts the update prompt (components/pwa/update-prompt).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Authenticated JSON is never stored (the BFF also answers Cache-Control: no-store).
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/api/'),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/serwist/'),
      handler: new NetworkOnly(),
    },
    {
      // Pages: the network first; a visited page stays readable offline. Cleared at logout. A page
      // never visited opens the app's offline page in its language (lib/pwa/offline-shell.ts).
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: MEMBER_PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [
          new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 7 * DAY_SECONDS }),
          { handlerDidError: ({ request }) => offlinePageFor(request) },
        ],
      }),
    },
    {
      // Hashed build files, as pages load them or as a first page hands them over (CACHE_URLS,
      // components/pwa/service-worker.tsx).
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(STATIC_FILES_PATH),
      handler: new CacheFirst({
        cacheName: STATIC_FILES_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 256, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      // Brand marks and reward pictures, possibly from the configured image host.
      matcher: ({ request }) => request.destination === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [
          new ExpirationPlugin({
            maxEntries: 96,
            maxAgeSeconds: 30 * DAY_SECONDS,
            maxAgeFrom: 'last-used',
          }),
        ],
      }),
    },
  ],
});

serwist.addEventListeners();

/**
 * A navigation without network to a page not saved: a redirect to the offline page of its
 * language, kept at its own address (lib/pwa/offline-shell.ts), which then opens from the cache;
 * the static offline page when none is kept.
 */
async function offlinePageFor(request: Request): Promise<Response | undefined> {
  const shells = await caches.open(OFFLINE_SHELL_CACHE);
  const shell = offlineShellFor(request.url);
  if (!shell)
    return (await shells.match(request, { ignoreSearch: true })) ?? staticOfflinePageFor(request);
  if (!(await shells.match(shell.path))) return staticOfflinePageFor(request);
  return Response.redirect(new URL(shell.redirect, self.location.origin).href, 302);
}

/** Rubik's Latin face, precached with the shell: the static offline page is set in it too. */
const LATIN_FACE = latinFaceOf(precacheEntries ?? []);

/** The static offline page, in the language of the address asked for (lib/pwa/offline-shell.ts). */
async function staticOfflinePageFor(request: Request): Promise<Response | undefined> {
  const page = await serwist.matchPrecache(OFFLINE_PAGE);
  if (!page) return undefined;
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  const html = staticOfflinePage(await page.text(), localeOfUrl(request.url), LATIN_FACE);
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

/**
 * Keeps the offline page of `locale` as the visitor sees it now (signed in or not), and the build
 * files it loads, so it opens and works without a network. Fails quietly: the last kept copy, or
 * the static offline page, stays.
 */
async function keepOfflineShell(locale: Locale): Promise<void> {
  const path = offlineShellPath(locale);
  // A prefetch, not a visit: the page's language must not become the visitor's (middleware.ts).
  const response = await fetch(path, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { purpose: 'prefetch' },
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const html = await response.clone().text();
  const files = await caches.open(STATIC_FILES_CACHE);
  await Promise.all(
    staticFilesOf(html).map(async (file) => {
      if (await files.match(file)) return;
      const loaded = await fetch(file);
      if (loaded.ok) await files.put(file, loaded);
    }),
  );
  await (await caches.open(OFFLINE_SHELL_CACHE)).put(path, response);
}

const keepQuietly = (locales: readonly Locale[]) =>
  Promise.all(locales.map((locale) => keepOfflineShell(locale).catch(() => undefined)));

self.addEventListener('install', (event) => event.waitUntil(keepQuietly(LOCALES)));

// components/pwa/offline-shell-keeper.tsx: the visitor signed in or out, or changed language.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; locale?: unknown } | null;
  if (data?.type === KEEP_OFFLINE_SHELL && isLocale(data.locale))
    event.waitUntil(keepQuietly([data.locale]));
});

// Reminders (docs/product.md §4 Reminders): the loyalty service's push, already in the device's
// language, shown as it came; a tap opens the page it is about in a window of the app, or a new one.
self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      lang: payload.lang,
      dir: payload.lang === 'ar' ? 'rtl' : 'ltr',
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notificationTarget(payload) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String(event.notification.data?.url ?? '/'), self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(openPage(url.href));
});

async function openPage(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  // navigate() works on a window this worker controls; any other gets a new window.
  const navigated = open ? await open.navigate(href).catch(() => null) : null;
  if (navigated) await navigated.focus().catch(() => undefined);
  else await self.clients.openWindow(href);
}

function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const p = data?.json() as Partial<PushPayload> | undefined;
    if (!p || typeof p.title !== 'string' || typeof p.body !== 'string' || !p.about) return null;
    return p as PushPayload;
  } catch {
    return null;
  }
}
