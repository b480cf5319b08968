// The security headers of every response: the static set on all of them (next.config.ts). Every
// document (a page, a top-level file such as /offline.html, the not-found page of any path the
// middleware sees) gets a Content-Security-Policy with a fresh nonce per request from the
// middleware; the API, Next's files, the service worker and public/'s folders get a policy that
// runs nothing and that no one may frame (next.config.ts). Edge-safe: no Node APIs.

/** Sent on every response, whatever produced it. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // same-origin-allow-popups keeps window.open to a brand's web shop working (docs/product.md §4 Reward flow).
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Geolocation for the store locator; clipboard for coupon codes; nothing else.
  'Permissions-Policy':
    'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), clipboard-write=(self)',
};

/** JSON and other non-document responses: nothing may run, nothing may frame them. */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy: it fetches the app's files and images from the image host. A
 * missing file under its path answers the not-found page, which no one may frame.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self' https:; frame-ancestors 'none'";

export type CspOptions = {
  nonce: string;
  /** Brand sites and apps allowed to embed the app (lib/security/allow-lists.ts, BRAND_ORIGINS). */
  frameAncestors: readonly string[];
  /** Extra origins the browser may send data to (the error-reporting ingest, when configured). */
  connectOrigins?: readonly string[];
  /** React's development build evaluates code; production never needs 'unsafe-eval'. */
  development?: boolean;
};

/**
 * The document policy. Scripts run only with this request's nonce ('strict-dynamic' lets those
 * scripts load the app's own chunks); no inline script runs without it. Inline style attributes
 * are allowed (theme colours are CSS variables on <html>), inline scripts are not.
 */
export function documentCsp({
  nonce,
  frameAncestors,
  connectOrigins = [],
  development = false,
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Reward and brand images may come from the configured image host (docs/product.md §3 imageBaseUrl).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins, ...(development ? ['ws:'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** 128 random bits, base64: unguessable per response, as CSP nonces must be. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The request header the middleware passes the nonce on in (read by the root layout). */
export const NONCE_HEADER = 'x-nonce';
