// docs/product.md §7 Other outputs: analytics events go to a data layer (window.dataLayer), with the fields
// docs/product.md names. Typed here so every screen sends the same shape.

export type AnalyticsEvent = {
  event: string;
  user_id?: string;
  user_type?: 'new' | 'existing';
  select_language?: 'en' | 'ar';
  select_country?: string;
  screen_name?: string;
  event_action?: string;
  alert_message?: string;
  total_points?: number;
  brand_points_list?: { brand: string; points: number }[];
  /** Real-user metrics (components/observability/web-vitals.tsx). */
  metric_name?: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  metric_value?: number;
  metric_rating?: 'good' | 'needs-improvement' | 'poor';
  metric_id?: string;
  display_mode?: 'standalone' | 'in-app' | 'browser';
};

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** docs/product.md §2: screen names map to analytics identifiers, e.g. /transaction-history → transaction_history. */
export function screenName(pathWithoutLocale: string): string {
  const path = pathWithoutLocale.replace(/^\/+|\/+$/g, '') || 'home';
  return path.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

/**
 * Pushes an event with the visit's common fields: language and screen from the address, the
 * country from its cookie, and whether the visitor is a guest ('new') or a member ('existing')
 * from the page (the layout marks <body data-user-type>).
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const [, locale = 'en', ...rest] = window.location.pathname.split('/');
  const country = document.cookie.match(/(?:^|;\s*)country=([^;]+)/)?.[1];
  const userType = document.body.dataset.userType === 'existing' ? 'existing' : 'new';
  window.dataLayer ??= [];
  window.dataLayer.push({
    user_type: userType,
    select_language: locale === 'ar' ? 'ar' : 'en',
    ...(country ? { select_country: country } : {}),
    screen_name: screenName(`/${rest.join('/')}`),
    ...event,
  });
}
