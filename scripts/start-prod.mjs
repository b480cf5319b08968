// `npm run start:prod`: the product from its production build (`npm run build:prod`), with the
// settings the environment gives: the loyalty service on LOYALTY_PORT (4100) against DATABASE_URL
// (PGlite in LOYALTY_DATA_DIR only when unset), and the web app's standalone server on PORT (3000)
// calling UPSTREAM_URL. Unlike `npm start` it generates no secret and builds nothing: outside demo
// mode each part refuses to start without its settings (.env.example lists them). SIGINT or
// SIGTERM stops both.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import {
  PROD_SERVICE_COMMAND,
  PROD_WEB_COMMAND,
  SERVICE_SERVER,
  WEB_SERVER,
} from './prod-commands.mjs';
import { superviseTogether } from './runtime-env.mjs';

for (const file of [WEB_SERVER, SERVICE_SERVER]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build:prod\` first.`);
    process.exit(1);
  }
}
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: process.env.PORT ?? '3000',
  // Next's standalone server listens on HOSTNAME, which a container sets to its own name.
  HOSTNAME: '0.0.0.0',
};
const start = ([bin, ...args]) =>
  spawn(bin === 'node' ? process.execPath : bin, args, { stdio: 'inherit', env });
const children = [start(PROD_SERVICE_COMMAND), start(PROD_WEB_COMMAND)];

superviseTogether(children);
