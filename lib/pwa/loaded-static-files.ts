/** Where Next serves the build's hashed files (scripts, styles, fonts), cached by the worker. */
export const STATIC_FILES_PATH = '/_next/static/';

/**
 * The build's hashed files this page has loaded so far. On a first visit they arrive before the
 * worker controls the page, so the page hands them to the worker once it does (CACHE_URLS); later
 * pages' files pass through the worker and are kept as they load.
 */
export function loadedStaticFiles(): string[] {
  const prefix = `${window.location.origin}${STATIC_FILES_PATH}`;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(urls.filter((url) => url.startsWith(prefix)))];
}
