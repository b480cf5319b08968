import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { sealData } from 'iron-session';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

process.env.SESSION_PASSWORD = 'p'.repeat(40);
const { middleware, config } = await import('@/middleware');

const member = () =>
  sealData(
    { isLoggedIn: true, accessToken: 't', phone: { cCode: '+971', phnNo: '501234567' } },
    {
      password: { 2: 'p'.repeat(40) },
    },
  );

async function visit(url: string, init: { host?: string; cookies?: Record<string, string> } = {}) {
  const headers = new Headers({ host: init.host ?? 'localhost:3000' });
  if (init.cookies)
    headers.set(
      'cookie',
      Object.entries(init.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  const response = await middleware(
    new NextRequest(new URL(url, `http://${init.host ?? 'localhost:3000'}`), { headers }),
  );
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location).pathname + new URL(location).search : null,
    cookie: (name: string) => response.cookies.get(name),
    intlLocale: response.headers.get('x-middleware-request-x-next-intl-locale'),
    policy: response.headers.get('content-security-policy'),
    nonce: response.headers.get('x-middleware-request-x-nonce'),
    setsCookies: response.headers.has('set-cookie'),
  };
}

describe('middleware: path rules (docs/product.md §2)', () => {
  it('redirects the root to the stored or default language, keeping the query', async () => {
    expect(await visit('/?brand=KFC')).toMatchObject({ status: 307, location: '/en?brand=KFC' });
    expect((await visit('/?a=1', { cookies: { language: 'ar' } })).location).toBe('/ar?a=1');
    expect((await visit('/', { host: 'ksa.loyalty.example.com' })).location).toBe('/ar');
    expect((await visit('/', { cookies: { country: 'KSA' } })).location).toBe('/ar');
  });

  it('sets the country cookie from the host, secure and same-site none', async () => {
    const ksa = (await visit('/en/home', { host: 'loyalty.example.com.sa' })).cookie('country');
    expect(ksa).toMatchObject({ value: 'KSA', secure: true, sameSite: 'none' });
    expect((await visit('/en/home')).cookie('country')?.value).toBe('UAE');
    // A country chosen by the member (change-country) is kept.
    expect(
      (
        await visit('/en/home', { host: 'loyalty.example.com.sa', cookies: { country: 'UAE' } })
      ).cookie('country'),
    ).toBeUndefined();
  });

  it('sends unsupported languages and unknown paths home, keeping the query', async () => {
    expect((await visit('/fr/rewards?x=1')).location).toBe('/en/home?x=1');
    expect((await visit('/de?x=1', { cookies: { language: 'ar' } })).location).toBe('/ar/home?x=1');
    expect((await visit('/en/not-a-page?x=1')).location).toBe('/en/home?x=1');
    expect((await visit('/ar/rewards/detail/kfc')).location).toBe('/ar/home');
  });

  it("applies a link's language and country once and takes them out of the address", async () => {
    const link = await visit('/en/home?channel=app&language=ar&country=KSA&brand=KFC', {
      cookies: { language: 'en' },
    });
    expect(link.location).toBe('/ar/home?channel=app&brand=KFC');
    expect(link.cookie('language')?.value).toBe('ar');
    expect(link.cookie('country')?.value).toBe('KSA');
    // A country alone brings its default language to a first visit.
    const ksa = await visit('/en/rewards?country=ksa');
    expect(ksa.location).toBe('/ar/rewards');
    expect(ksa.cookie('country')?.value).toBe('KSA');
  });

  it('sends an unknown path to the stored language, without switching it', async () => {
    const unknown = await visit('/en/not-a-page?x=1', { cookies: { language: 'ar' } });
    expect(unknown.location).toBe('/ar/home?x=1');
    expect(unknown.cookie('language')).toBeUndefined();
  });

  it('switches the stored language to the path language and tells next-intl', async () => {
    const result = await visit('/ar/rewards', { cookies: { language: 'en' } });
    expect(result.status).toBe(200);
    expect(result.cookie('language')?.value).toBe('ar');
    expect(result.intlLocale).toBe('ar');
    expect(
      (await visit('/en/rewards', { cookies: { language: 'en' } })).cookie('language'),
    ).toBeUndefined();
  });
});

describe('middleware: access kinds (docs/product.md §2)', () => {
  it('sends guests on auth-only routes to the login modal', async () => {
    expect((await visit('/en/transaction-history')).location).toBe('/en/login');
    expect((await visit('/ar/my-profile?brand=KFC')).location).toBe('/ar/login?brand=KFC');
  });

  it('leaves a cookie that says "signed in" to the page, which asks the service', async () => {
    // The session may have ended elsewhere: only the page (lib/navigation/route-guard.ts) can tell, and it
    // sends a member on a guest-only page home.
    const cookies = { 'amrx-session': await member() };
    expect((await visit('/en/login?brand=KFC', { cookies })).status).toBe(200);
    expect((await visit('/en/transaction-history', { cookies })).status).toBe(200);
  });

  it('treats a tampered or foreign session as a guest', async () => {
    const sealed = await member();
    const flipped = sealed.slice(0, 30) + (sealed[30] === 'a' ? 'b' : 'a') + sealed.slice(31);
    expect(
      (await visit('/en/exchange-points', { cookies: { 'amrx-session': flipped } })).location,
    ).toBe('/en/login');
    const foreign = await sealData(
      { isLoggedIn: true, accessToken: 't' },
      { password: { 2: 'q'.repeat(40) } },
    );
    expect(
      (await visit('/en/exchange-points', { cookies: { 'amrx-session': foreign } })).location,
    ).toBe('/en/login');
  });
});

describe('middleware: which paths it sees', () => {
  const sees = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('sees every page path, dotted ones under a language too', () => {
    for (const url of [
      '/',
      '/en',
      '/ar/home',
      '/en/rewards/detail/KFC/a.b',
      '/ar/voucher/detail/kfc/x.y.z',
      '/fr/x.y',
      '/brands/kfc',
    ]) {
      expect(sees(url), url).toBe(true);
    }
  });

  it('knows every language of the app (the matcher spells them out)', async () => {
    const { routing } = await import('@/lib/i18n/routing');
    for (const locale of routing.locales) {
      expect(sees(`/${locale}/manifest.webmanifest`), locale).toBe(false);
      expect(sees(`/${locale}/rewards/detail/KFC/a.b`), locale).toBe(true);
    }
    expect(config.matcher[0]).toContain(`(?:${routing.locales.join('|')})/manifest`);
  });

  it('leaves the API, Next internals, the service worker, public files and manifests alone', () => {
    for (const url of [
      '/api/amr-loyalty/login',
      '/_next/static/chunks/a.js',
      '/serwist/sw.js',
      '/icons/icon-192.png',
      '/brands/kfc.webp',
      '/rewards/burger.webp',
      '/fonts/rubik-arabic.woff2',
      '/favicon.ico',
      '/en/manifest.webmanifest',
      '/ar/manifest.webmanifest',
    ]) {
      expect(sees(url), url).toBe(false);
    }
  });

  it('sees top-level files, which may be documents: /robots.txt, /offline.html, a missing /foo.bar', () => {
    for (const url of ['/foo.bar', '/robots.txt', '/offline.html', '/apple-touch-icon.png']) {
      expect(sees(url), url).toBe(true);
    }
  });

  it('leaves alone every file of public/ but its documents (the matcher spells the top level out)', () => {
    const files = readdirSync('public', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative('public', join(entry.parentPath, entry.name))}`);
    expect(files).toContain('/offline.html');
    for (const url of files) expect(sees(url), url).toBe(url.endsWith('.html'));
  });
});

describe('middleware: the policy of what it answers', () => {
  it('gives a page the policy with the nonce it passes on, and a redirect the policy too', async () => {
    const page = await visit('/en/home');
    expect(page.policy).toContain(`'nonce-${page.nonce}'`);
    expect((await visit('/')).policy).toMatch(/frame-ancestors 'self'/);
  });

  it('lets a top-level file go on to Next, not home, under the page policy and with no cookie', async () => {
    for (const url of ['/foo.bar', '/robots.txt', '/offline.html']) {
      const result = await visit(url);
      expect(result, url).toMatchObject({ status: 200, location: null, setsCookies: false });
      expect(result.nonce, url).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(result.policy, url).toContain(`'nonce-${result.nonce}'`);
      expect(result.policy, url).toMatch(/frame-ancestors 'self'/);
    }
  });

  it('takes a dotted path for a file only at the top: below it, with no language, it goes home', async () => {
    expect((await visit('/x/y.z')).location).toBe('/en/home');
    expect((await visit('/fr/x.y')).location).toBe('/en/home');
  });
});
