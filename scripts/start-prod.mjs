// `npm run start:prod`: the product from its production build (`npm run build:prod`), with the
// settings the environment gives: the loyalty service on LOYALTY_PORT (4100) against DATABASE_URL
// (PGlite in LOYALTY_DATA_DIR only when unset), and the web app's standalone server on PORT (3000)
// calling UPSTREAM_URL, holding idle connections KEEP_ALIVE_TIMEOUT ms (65000). Unlike `npm start`
// it generates no secret and builds nothing: outside demo mode each part refuses to start without
// its settings (.env.example lists them). SIGTERM or SIGINT reaches both and waits for them; if
// either ends, the other is stopped and the exit code says which failed (scripts/supervise.mjs).
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import {
  PROD_SERVICE_COMMAND,
  PROD_WEB_COMMAND,
  SERVICE_SERVER,
  WEB_SERVER,
  prodEnv,
} from './prod-commands.mjs';
import { supervise } from './supervise.mjs';

for (const file of [WEB_SERVER, SERVICE_SERVER]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build:prod\` first.`);
    process.exit(1);
  }
}
const env = prodEnv();
const start = ([bin, ...args]) =>
  spawn(bin === 'node' ? process.execPath : bin, args, { stdio: 'inherit', env });
const children = [start(PROD_SERVICE_COMMAND), start(PROD_WEB_COMMAND)];

supervise(children, {
  // The service lets its requests finish for LOYALTY_SHUTDOWN_GRACE_SECONDS (services/loyalty/env.ts,
  // 20 by default), the web app's end within BFF_CALL_DEADLINE_MS: both get that and 5 s more.
  graceMs: ((Number(process.env.LOYALTY_SHUTDOWN_GRACE_SECONDS) || 20) + 5) * 1000,
  // Under `npm run` (npm sets npm_lifecycle_event), npm's SIGTERM stops at its shell
  // (scripts/supervise.mjs). Run directly, the parent may come and go.
  stopWithParent: process.env.npm_lifecycle_event !== undefined,
});
