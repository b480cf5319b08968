import { describe, expect, it } from 'vitest';
import { offlineReturnPath, offlineShellFor, staticFilesOf } from '@/lib/pwa/offline-shell';

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
