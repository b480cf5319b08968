import { AsyncLocalStorage } from 'node:async_hooks';

// Next's config helper expects the global its own server sets up.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
const { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } =
  await import('next/experimental/testing/server');
const { default: nextConfig } = await import('@/next.config');
const { config } = await import('@/middleware');

const headersOf = async (url: string) =>
  (await unstable_getResponseFromNextConfig({ url, nextConfig })).headers;
const sees = (url: string) => unstable_doesMiddlewareMatch({ config, url });

// Whatever the path, a response that may be a document says who may frame it: the middleware
// gives every path it sees the page policy (tests/middleware.test.ts), and next.config.ts gives
// the rest, a missing file's not-found page included, a policy that runs nothing and that no one
// may frame.
describe('next.config.ts headers', () => {
  it('gives what the middleware does not see a policy that runs nothing and no one frames', async () => {
    for (const url of [
      '/_next/static/chunks/a.js',
      '/_next/static/nothing.js',
      '/_next/nothing',
      '/serwist/sw.js',
      '/serwist/nothing.js',
      '/api/nothing',
      '/favicon.ico',
      '/icons/icon-192.png',
      '/icons/nothing.png',
      '/brands/kfc.webp',
      '/rewards/default-card.svg',
      '/flags/uae.svg',
      '/fonts/nothing.woff2',
    ]) {
      expect(sees(url), url).toBe(false);
      const policy = (await headersOf(url)).get('content-security-policy') ?? '';
      expect(policy, url).toMatch(/default-src 'none'/);
      expect(policy, url).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('leaves the policy of every path the middleware sees to it, and gives all the static set', async () => {
    for (const url of ['/', '/en/home', '/foo.bar', '/robots.txt', '/offline.html', '/x/y.z']) {
      expect(sees(url), url).toBe(true);
      const headers = await headersOf(url);
      expect(headers.get('content-security-policy'), url).toBeNull();
      expect(headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });
});
