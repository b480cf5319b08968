import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { withSentryConfig } from '@sentry/nextjs/config';
import {
  NON_DOCUMENT_CSP,
  SERVICE_WORKER_CSP,
  STATIC_SECURITY_HEADERS,
} from './lib/security/headers';
import { addCompileHints } from './scripts/compile-hints.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so the browser formats them without shipping an ICU
  // parser (the JavaScript budget, docs/quality.md §3).
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Every `next build` (npm run build, a container's or a host's) marks the client scripts for
  // eager compilation once Turbopack has written them (scripts/compile-hints.mjs says why).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      const hinted = addCompileHints(path.join(distDir, 'static/chunks'));
      console.log(`Compile hints: ${hinted} client scripts marked for eager compilation`);
    },
  },
  poweredByHeader: false,
  // Production runs `node .next/standalone/server.js` (scripts/prod-commands.mjs): the server with
  // only the files it needs, for a small container (Dockerfile.web).
  output: 'standalone',
  // The store map's worker is read from node_modules at run time (app/api/map/worker/route.ts).
  outputFileTracingIncludes: {
    '/api/map/worker': ['./node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'],
  },
  // Fewer, larger client chunks (Turbopack's default merges below 50 kB of source): a page's first
  // load takes 11 scripts instead of 13 and 2.4 KB less gzip, as one file compresses better than
  // several (bench/web-budgets.mjs; the JavaScript budget, docs/quality.md §3). Next's version is pinned, so
  // this experimental option cannot change under us.
  experimental: { turbopackChunking: { minChunkSize: 150_000 } },
  // The loyalty service lives in this repository but runs as its own process.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Pages get their policy with a per-request nonce from middleware.ts; everything else gets these.
  async headers() {
    return [
      { source: '/:path*', headers: headerList(STATIC_SECURITY_HEADERS) },
      {
        source: '/api/:path*',
        headers: headerList({ 'Content-Security-Policy': NON_DOCUMENT_CSP }),
      },
      // What the middleware does not see (its matcher, middleware.ts) is no page of the app: Next's
      // files, public/'s folders and the favicon, and a missing one's not-found page, run nothing
      // and no one frames them. Opened directly, an SVG is a document: it may style itself.
      ...['/:dir(_next|brands|flags|fonts|icons|rewards)/:file*', '/favicon.ico'].map((source) => ({
        source,
        headers: headerList({
          'Content-Security-Policy': `${NON_DOCUMENT_CSP}; style-src 'unsafe-inline'`,
        }),
      })),
      // The Arabic face (lib/ui/rubik-arabic.ts): its name is a hash of its content, so it never changes.
      {
        source: '/fonts/:file*',
        headers: headerList({ 'Cache-Control': 'public, max-age=31536000, immutable' }),
      },
      // The service worker must always be revalidated so an update is found (the update prompt).
      // Its own policy governs what it fetches: the app's files, and images from the image host.
      {
        source: '/serwist/:path*',
        headers: headerList({
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': SERVICE_WORKER_CSP,
        }),
      },
    ];
  },
};

// Readable stacks in error reports (docs/production.md §11): with SENTRY_AUTH_TOKEN (and
// SENTRY_ORG, SENTRY_PROJECT) at build time, the build makes hidden source maps, uploads them to
// Sentry and deletes them, so they are never served. Without a token nothing is made or sent, and
// the build contacts no one. These three are build settings, read here only.
const uploadSourceMaps = Boolean(process.env.SENTRY_AUTH_TOKEN);

export default withSentryConfig(withSerwist(withNextIntl(nextConfig)), {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !uploadSourceMaps, deleteSourcemapsAfterUpload: true },
  release: { create: uploadSourceMaps },
  // The browser's reports use the app's own tunnel route (app/api/monitoring), not Sentry's rewrite.
});
