// SPEC §7 Other outputs: analytics events go to a data layer (window.dataLayer), with the fields
// SPEC names. Typed here so every screen sends the same shape.

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
};

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
