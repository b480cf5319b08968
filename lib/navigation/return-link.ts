// docs/product.md §4 Brand-return banner: where "back to the brand" leads. Only links we build from the
// configured per-brand deep links, or paths of this very site, are ever followed (docs/quality.md §2
// item 14): `//evil.com`, `/\evil.com`, `https:evil.com`, `javascript:…` and `user@host` tricks
// are dropped.

/** An app route such as `/menu/offers`: plain segments, no scheme, no host, no backslash. */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/]*$/;

export function safeAppPath(value: string | null | undefined): string | null {
  if (!value || value.length > 256) return null;
  return APP_PATH.test(value) && !value.includes('..') ? value : null;
}

/**
 * The brand app's deep link for this country (docs/product.md §3 deeplinkUrl), with the app route the brand
 * asked to return to when it is a safe path, else the brand's default.
 */
export function brandReturnLink(
  deeplinks: Record<string, Record<string, string>>,
  brand: string | null,
  country: string,
  redirectPath: string | null,
): string | null {
  if (!brand) return null;
  const base = deeplinks[brand]?.[country];
  if (!base) return null;
  const path = safeAppPath(redirectPath);
  if (!path) return base;
  const url = new URL(base);
  return `${url.protocol}//${url.host}${path}`;
}
