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

/**
 * The environment both get from `npm run start:prod`: the caller's, in production mode, listening
 * on every interface. KEEP_ALIVE_TIMEOUT is read by Next's standalone server itself
 * (node_modules/next/dist/build/utils.js writes it into server.js); Node's own 5 s is shorter
 * than a load balancer's usual idle timeout (60 s), which then reuses a connection the server has
 * just closed and answers 502. 65 s, as the service holds its own (services/loyalty/start.ts).
 */
export function prodEnv(env = process.env) {
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: env.PORT ?? '3000',
    // Next's standalone server listens on HOSTNAME, which a container sets to its own name.
    HOSTNAME: '0.0.0.0',
    KEEP_ALIVE_TIMEOUT: env.KEEP_ALIVE_TIMEOUT ?? '65000',
  };
}
