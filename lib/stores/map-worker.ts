// Where the store map's worker comes from (app/api/map/worker/route.ts) and where the page asks for
// it (components/stores/store-map.tsx). next.config.ts traces the file into the standalone server.

/** MapLibre's worker, relative to the app's root. */
export const MAP_WORKER_FILE = 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs';

/** The worker's address; the library's version in it lets the response be cached for good. */
export const mapWorkerUrl = (version: string) => `/api/map/worker?v=${encodeURIComponent(version)}`;
