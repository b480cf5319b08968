// `npm start`: the whole product on one machine. The loyalty service (demo mode: PGlite in
// .data/pglite, seeded demo data, OTP codes in its log) on LOYALTY_PORT (4100), and the web app
// with `next start` on PORT (3000), building it first when there is no build. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { NEXT_COMMAND, SERVICE_COMMAND, buildApp, hasBuild, runtimeEnv } from './runtime-env.mjs';

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

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
