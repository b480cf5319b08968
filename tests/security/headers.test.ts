import { describe, expect, it } from 'vitest';
import {
  NON_DOCUMENT_CSP,
  STATIC_SECURITY_HEADERS,
  documentCsp,
  newNonce,
} from '@/lib/security/headers';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('documentCsp', () => {
  const policy = directives(
    documentCsp({ nonce: 'abc123', frameAncestors: ['https://order.kfc.example'] }),
  );

  it('runs scripts only with the nonce, never inline or eval in production', () => {
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('limits framing to the app and the configured brand origins', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://order.kfc.example']);
  });

  it('forbids plugins, foreign frames and base or form hijacking', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the browser talk only to the app, plus the error-reporting origin when configured', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    const withReporting = directives(
      documentCsp({
        nonce: 'n',
        frameAncestors: [],
        connectOrigins: ['https://o1.ingest.example'],
      }),
    );
    expect(withReporting.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.example']);
  });

  it('allows eval and the dev-server socket only in development', () => {
    const dev = directives(documentCsp({ nonce: 'n', frameAncestors: [], development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
  });
});

describe('static headers', () => {
  it('sets HSTS, nosniff, a referrer policy and an opener policy', () => {
    expect(STATIC_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(STATIC_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(STATIC_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(STATIC_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toMatch(/^same-origin/);
  });

  it('gives non-documents a policy that runs nothing and cannot be framed', () => {
    const policy = directives(NON_DOCUMENT_CSP);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('newNonce', () => {
  it('makes a fresh 128-bit base64 value each time', () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
