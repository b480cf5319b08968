// Shared by the service worker (app/sw.ts) and the page (logout clears the member's pages).

/** Pages a member has visited, kept for offline reading; deleted when they sign out. */
export const MEMBER_PAGES_CACHE = 'member-pages';

/** Shown for a navigation when the network is gone and the page was never visited. */
export const OFFLINE_PAGE = '/offline.html';

/** Where the worker is served (app/serwist/[path]/route.ts) and the scope it controls. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
