import { BRAND_APP_VISIT_KEY } from '@/lib/observability/display-mode';
import { routePath } from '@/lib/navigation/route-paths';

/** Where this tab remembers a visit a brand's app opened (docs/product.md §4 Brand-return banner). */
export const BRAND_APP_VISIT = {
  start: 'redirectionStartTime',
  brand: BRAND_APP_VISIT_KEY,
  path: 'redirectPath',
} as const;

export type BrandAppVisit = { brand: string; redirectPath: string | null };

/**
 * Opened from a brand's app (clientId and channel=app), the visit is remembered in session storage,
 * except on manage account. In the page's own script, before the query leaves the address bar
 * (components/layout/use-query-cleanup.ts), whenever the banner's script arrives. Gives the visit
 * remembered, now or earlier in the tab, if any.
 */
export function rememberBrandAppVisit(
  params: { get(name: string): string | null },
  pathname: string,
): BrandAppVisit | null {
  const brand = params.get('brand');
  if (
    params.get('clientId') &&
    params.get('channel') === 'app' &&
    brand &&
    pathname !== routePath('profileManageAccount')
  ) {
    sessionStorage.setItem(BRAND_APP_VISIT.start, String(Date.now()));
    sessionStorage.setItem(BRAND_APP_VISIT.brand, brand);
    const redirectPath = params.get('redirectPath');
    if (redirectPath) sessionStorage.setItem(BRAND_APP_VISIT.path, redirectPath);
    else sessionStorage.removeItem(BRAND_APP_VISIT.path);
  }
  const stored = sessionStorage.getItem(BRAND_APP_VISIT.brand);
  return stored
    ? { brand: stored, redirectPath: sessionStorage.getItem(BRAND_APP_VISIT.path) }
    : null;
}

/** The member went back to the brand's app: the visit is over. */
export function forgetBrandAppVisit() {
  for (const key of Object.values(BRAND_APP_VISIT)) sessionStorage.removeItem(key);
}
