// The offline page's path after the locale segment (app/[locale]/(main)/offline), in its own
// module for the service worker and the page's client part, without the route table.
export const OFFLINE_PATH = '/offline';
