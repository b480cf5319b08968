// The production path's two commands, in one place: `npm run start:prod` (scripts/start-prod.mjs)
// runs them, and the containers (Dockerfile.web, Dockerfile.service, compose.yaml) run exactly
// these (tests/scripts/containers.test.ts holds them to it). Both run built JavaScript only: no
// TypeScript loader, no dev dependency.

/** The web app: Next's standalone server (`output: 'standalone'`, next.config.ts). */
export const WEB_SERVER = '.next/standalone/server.js';
/** The loyalty service, bundled by scripts/build-service.mjs next to its migrations and SQL. */
export const SERVICE_SERVER = 'services/loyalty/dist/server.mjs';

export const PROD_WEB_COMMAND = ['node', WEB_SERVER];
export const PROD_SERVICE_COMMAND = ['node', SERVICE_SERVER];
