import { createSerwistRoute } from '@serwist/turbopack';

// Builds app/sw.ts with esbuild and serves it from /serwist/sw.js (lib/pwa/cache-names.ts).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'app/sw.ts',
    useNativeEsbuild: true,
    // The shell: styles and fonts, the icons, brand marks and the offline page. Scripts are kept as
    // pages load them (app/sw.ts), not all precached: every route's scripts were some 800 KB on a
    // member's first visit, and compiling them kept the phone busy for a second after the page had
    // loaded. No prerendered HTML (the modal interception routes would otherwise be precached).
    globPatterns: ['.next/static/**/*.{css,woff2}', 'public/**/*.{svg,png,webp,ico,html,woff2}'],
    // Next's hashed file names already change with their content.
    dontCacheBustURLsMatching: /^\.next\/static\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
);
