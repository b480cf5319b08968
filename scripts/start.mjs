// `npm start`: the whole product on one machine. The loyalty service (demo mode: PGlite in
// .data/pglite, seeded demo data, OTP codes in its log) on LOYALTY_PORT (4100), and the web app
// with `next start` on PORT (3000), building it first when there is no build. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import {
  NEXT_COMMAND,
  SERVICE_COMMAND,
  buildApp,
  hasBuild,
  runtimeEnv,
  superviseTogether,
} from './runtime-env.mjs';

const servicePort = process.env.LOYALTY_PORT ?? '4100';
const env = runtimeEnv({
  LOYALTY_DEMO: process.env.LOYALTY_DEMO ?? '1',
  LOYALTY_PORT: servicePort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${servicePort}`,
});
if (!hasBuild()) await buildApp(env);

const [serviceBin, serviceArgs] = SERVICE_COMMAND;
const [nextBin, nextArgs] = NEXT_COMMAND;
const children = [
  spawn(serviceBin, serviceArgs, { stdio: 'inherit', env }),
  spawn(nextBin, [...nextArgs, '-p', process.env.PORT ?? '3000'], { stdio: 'inherit', env }),
];

superviseTogether(children);
