// `npm start`: the whole product on one machine — builds the web app when there is no build,
// then serves it with `next start` on port 3000 (PORT to change). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { hasBuild, run, runtimeEnv } from './runtime-env.mjs';

const env = runtimeEnv();
if (!hasBuild()) await run('npx', ['next', 'build'], env);

const children = [spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', process.env.PORT ?? '3000'], { stdio: 'inherit', env })];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
