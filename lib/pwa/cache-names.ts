// Shared by the service worker (app/sw.ts) and the page (logout clears the member's pages).

/** Pages a member has visited, kept for offline reading; deleted when they sign out. */
export const MEMBER_PAGES_CACHE = 'member-pages';

/** The build's hashed scripts, styles and fonts, as pages load them (lib/pwa/loaded-static-files.ts). */
export const STATIC_FILES_CACHE = 'static-assets';

/**
 * The app's own offline page in each language (app/[locale]/(main)/offline), with the header, the
 * bottom bar and the wallet, as this visitor last saw them: shown in place of a page that was
 * never saved. Deleted with the member's pages, since its header is theirs.
 */
export const OFFLINE_SHELL_CACHE = 'offline-shell';

/** Asks the worker to keep the offline page of a language as the visitor sees it now. */
export const KEEP_OFFLINE_SHELL = 'KEEP_OFFLINE_SHELL';

/** The last resort for a navigation without network when no offline page was kept. */
export const OFFLINE_PAGE = '/offline.html';

/** Where the worker is served (app/serwist/[path]/route.ts) and the scope it controls. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
