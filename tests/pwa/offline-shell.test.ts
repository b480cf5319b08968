import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  latinFaceOf,
  localeOfUrl,
  offlineReturnPath,
  offlineShellFor,
  staticFilesOf,
  staticOfflinePage,
} from '@/lib/pwa/offline-shell';
import { RUBIK_ARABIC_URL } from '@/lib/ui/rubik-arabic';

describe('the offline page a navigation falls back to', () => {
  it('is in the language of the address asked for, which it keeps to return to', () => {
    expect(offlineShellFor('https://app.example/ar/my-profile')).toEqual({
      path: '/ar/offline',
      redirect: '/ar/offline?from=%2Far%2Fmy-profile',
    });
    const exchange = offlineShellFor('https://app.example/en/exchange-points?x=1')!;
    expect(exchange.path).toBe('/en/offline');
    expect(offlineReturnPath(new URL(exchange.redirect, 'https://a.b').search, 'en')).toBe(
      '/en/exchange-points?x=1',
    );
  });

  it('is English for an address without a language', () => {
    expect(offlineShellFor('https://app.example/')?.path).toBe('/en/offline');
    expect(offlineShellFor('https://app.example/fr/home')?.path).toBe('/en/offline');
  });

  it('is served, not redirected to, at its own address', () => {
    expect(offlineShellFor('https://app.example/ar/offline?from=%2Far%2Fhome')).toBeNull();
  });

  it('returns home rather than to another site', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', ''])
      expect(offlineReturnPath(`?from=${encodeURIComponent(from)}`, 'ar')).toBe('/ar/home');
    expect(offlineReturnPath('', 'en')).toBe('/en/home');
  });
});

describe('the build files an offline page needs', () => {
  it('are its scripts, styles and fonts, once each, without other addresses', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>
      <link rel="preload" href="/_next/static/media/rubik.p.woff2" as="font"/>
      <script src="/_next/static/chunks/turbopack-x.js" async=""></script>
      <script src="/_next/static/chunks/turbopack-x.js" async=""></script>
      <link rel="icon" href="/icons/icon.svg"/><a href="/en/home">Home</a>
      <script src="https://cdn.example/_next/static/chunks/evil.js"></script>
      </head></html>`;
    expect(staticFilesOf(html)).toEqual([
      '/_next/static/chunks/a1.css',
      '/_next/static/media/rubik.p.woff2',
      '/_next/static/chunks/turbopack-x.js',
    ]);
  });
});

// public/offline.html, the last resort: in the language of the address asked for, in Rubik.
describe('the static offline page', () => {
  const html = readFileSync('public/offline.html', 'utf8');
  const LATIN = '/_next/static/media/0a1b2c-s.p.woff2';
  const headings = (page: string) => [...page.matchAll(/<h1>([^<]*)<\/h1>/g)].map((m) => m[1]);

  it("puts Arabic first, as the page's language and direction, for an Arabic address", () => {
    const page = staticOfflinePage(html, localeOfUrl('https://app.example/ar/brands'), LATIN);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(headings(page)).toEqual(['أنت غير متصل بالإنترنت', "You're offline"]);
    expect(page).toContain('<title>أنت غير متصل بالإنترنت · مكافآت AMRX</title>');
    // Nothing lost or doubled: the same page, reordered.
    expect(page.length).toBeGreaterThan(html.length);
    expect(page.match(/<section /g)).toHaveLength(2);
    expect(page.match(/<hr \/>/g)).toHaveLength(1);
  });

  it('keeps English first for an English address or one without a language', () => {
    for (const url of ['https://app.example/en/home', 'https://app.example/home']) {
      const page = staticOfflinePage(html, localeOfUrl(url), LATIN);
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(headings(page)).toEqual(["You're offline", 'أنت غير متصل بالإنترنت']);
    }
  });

  it('is set in Rubik: the Arabic face it declares, the Latin one the worker adds', () => {
    expect(html).toContain(`url('${RUBIK_ARABIC_URL}') format('woff2')`);
    expect(html).toMatch(/font-family:\s*'Rubik',\s*'Rubik Arabic'/);
    const page = staticOfflinePage(html, 'en', LATIN);
    expect(page).toContain(`@font-face{font-family:'Rubik';src:url('${LATIN}') format('woff2')`);
    expect(page.indexOf(LATIN)).toBeLessThan(page.indexOf('</head>'));
    expect(staticOfflinePage(html, 'en', null)).not.toContain('_next/static');
  });

  it('finds the Latin face among the precached files', () => {
    expect(
      latinFaceOf([
        { url: '/_next/static/chunks/a1.css' },
        '/fonts/rubik-arabic.9b4485a52911.woff2',
        { url: LATIN },
      ]),
    ).toBe(LATIN);
    expect(latinFaceOf([{ url: '/icons/icon.svg' }])).toBeNull();
  });
});
