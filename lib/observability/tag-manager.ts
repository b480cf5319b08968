// Google Tag Manager (docs/product.md §7 analytics): what the page's policy must allow for it, and
// nothing when no container is configured. Its loader is added by the app's own script
// (components/observability/tag-manager.tsx), which 'strict-dynamic' trusts, so script-src needs no
// host; what the tags send goes to these origins.
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

export const TAG_MANAGER_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;
