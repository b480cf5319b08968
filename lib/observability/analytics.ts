import { matchRoutePath } from '@/lib/navigation/route-paths';
import { CONSENT_COOKIE } from './consent';

// docs/product.md §7 Other outputs: analytics events go to a data layer (window.dataLayer), with the
// fields docs/product.md names. Typed here so every screen sends the same shape. Nothing reaches the
// data layer, or the tag manager that reads it (components/observability/tag-manager.tsx), before
// the visitor accepts cookies: until then events wait here, and they go in order on acceptance.

/** Every event the app sends (docs/product.md §7), with what it means. */
export type AnalyticsEventName =
  /** A page or dialog shown; `screen_name` is its identifier. */
  | 'screen_view'
  /** The language switch; `event_action` is the language chosen. */
  | 'language_change'
  /** The country saved; `event_action` is the country chosen. */
  | 'country_change'
  | 'side_menu'
  | 'bottom_bar'
  /** Expand, collapse, and a guest's Join now and info links. */
  | 'points_widget'
  | 'click_on_refresh'
  /** A view event; `event_action` says which (balance_not_fetched, docs/product.md §8). */
  | 'view'
  | 'web_vitals';

export type AnalyticsEvent = {
  event: AnalyticsEventName;
  /** A member's pseudonymous id (lib/observability/analytics-user-id.ts), never the phone. */
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

/** The tag manager's own start marker (components/observability/tag-manager.tsx). */
type TagManagerStart = { event: 'gtm.js'; 'gtm.start': number };

declare global {
  interface Window {
    dataLayer?: (AnalyticsEvent | TagManagerStart)[];
  }
}

/** At most this many events wait for consent; a visitor who never answers sends none. */
const MAX_WAITING = 100;
const waiting: AnalyticsEvent[] = [];

/**
 * docs/product.md §2: screen names map to analytics identifiers: the route's name in snake case
 * (/transaction-history → transaction_history, a reward's detail → reward_detail), or, for a path
 * the route table does not know, the path itself.
 */
export function screenName(pathWithoutLocale: string): string {
  const route = matchRoutePath(pathWithoutLocale);
  if (route) return route.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const path = pathWithoutLocale.replace(/^\/+|\/+$/g, '') || 'home';
  return path.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

export const consentGiven = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes(`${CONSENT_COOKIE}=true`);

/**
 * Sends an event with the visit's common fields: language and screen from the address, the country
 * from its cookie, whether the visitor is a guest ('new') or a member ('existing') and a member's
 * pseudonymous id from the page (the layout marks <body data-user-type data-user-id>).
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const [, locale = 'en', ...rest] = window.location.pathname.split('/');
  const country = document.cookie.match(/(?:^|;\s*)country=([^;]+)/)?.[1];
  const { userType, userId } = document.body.dataset;
  const full: AnalyticsEvent = {
    user_type: userType === 'existing' ? 'existing' : 'new',
    ...(userType === 'existing' && userId ? { user_id: userId } : {}),
    select_language: locale === 'ar' ? 'ar' : 'en',
    ...(country ? { select_country: country } : {}),
    screen_name: screenName(`/${rest.join('/')}`),
    ...event,
  };
  if (!consentGiven()) {
    if (waiting.length < MAX_WAITING) waiting.push(full);
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push(full);
}

/** On acceptance (components/consent/cookie-consent.tsx): the events that waited, in order. */
export function releaseWaitingEvents(): void {
  if (!consentGiven()) return;
  window.dataLayer ??= [];
  window.dataLayer.push(...waiting.splice(0));
}
