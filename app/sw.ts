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
import { MEMBER_PAGES_CACHE, OFFLINE_PAGE } from '@/lib/pwa/cache-names';
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

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
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
      // Pages: the network first; a visited page stays readable offline. Cleared at logout.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: MEMBER_PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 7 * DAY_SECONDS })],
      }),
    },
    {
      // Hashed build files, as pages load them or as a first page hands them over (CACHE_URLS,
      // components/pwa/service-worker.tsx).
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(STATIC_FILES_PATH),
      handler: new CacheFirst({
        cacheName: 'static-assets',
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
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();

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
