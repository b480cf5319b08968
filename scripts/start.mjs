// `npm start`: the whole product on one machine. The loyalty service (demo mode: PGlite in
// .data/pglite, seeded demo data, OTP codes in its log, listening on 127.0.0.1 only) on
// LOYALTY_PORT (4100) with its metrics on LOYALTY_METRICS_PORT (9464), and the web app with
// `next start` on PORT (3000), building it first when there is no build. Secrets, the brands'
// partner keys among them, are generated into .data/secrets.json (scripts/runtime-env.mjs).
// Ctrl-C stops both.
import { spawn } from 'node:child_process';
import {
  NEXT_COMMAND,
  SERVICE_COMMAND,
  buildApp,
  hasBuild,
  startEnv,
  superviseTogether,
} from './runtime-env.mjs';

const env = startEnv();
if (!hasBuild()) await buildApp(env);

const [serviceBin, serviceArgs] = SERVICE_COMMAND;
const [nextBin, nextArgs] = NEXT_COMMAND;
const children = [
  spawn(serviceBin, serviceArgs, { stdio: 'inherit', env }),
  spawn(nextBin, [...nextArgs, '-p', process.env.PORT ?? '3000'], { stdio: 'inherit', env }),
];

superviseTogether(children);
