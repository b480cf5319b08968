// `npm run build:service`: the loyalty service as one JavaScript file, so production runs it with
// plain `node` (scripts/prod-commands.mjs). Packages stay external (installed with `npm install
// --omit=dev`); the repository's own modules, `@/` paths included, are bundled. The output sits in
// services/loyalty/dist/ so the paths the service reads beside itself (../migrations,
// ../domain/sessions.sql, ../ledger/ledger.sql, services/loyalty/db/client.ts) hold in the bundle
// too.
import { build } from 'esbuild';
import { SERVICE_SERVER } from './prod-commands.mjs';

await build({
  entryPoints: ['services/loyalty/server.ts'],
  outfile: SERVICE_SERVER,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  // The bundle is the production start's alone: it refuses demo mode (services/loyalty/env.ts).
  define: { LOYALTY_PRODUCTION_BUILD: 'true' },
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Built ${SERVICE_SERVER}`);
