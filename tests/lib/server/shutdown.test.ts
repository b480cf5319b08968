import { spawnSync } from 'node:child_process';

// lib/server/shutdown.ts in a process of its own: once SIGTERM arrives the web app says it is
// stopping (so /api/ready answers 503 `stopping`), while the exit is left to Next's own handler
// (node_modules/next/dist/server/lib/start-server.js closes the server, then exits).

const SCRIPT = `
import { isStopping, watchForShutdown } from './lib/server/shutdown.ts';
watchForShutdown();
watchForShutdown();
const before = isStopping();
process.kill(process.pid, 'SIGTERM');
setTimeout(() => {
  console.log(JSON.stringify({ before, after: isStopping(), listeners: process.listenerCount('SIGTERM') }));
}, 100);
`;

it('marks the process stopping on SIGTERM, with one listener however often it is installed', () => {
  const { PATH, HOME } = process.env;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SCRIPT],
    {
      env: {
        PATH,
        HOME,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SESSION_PASSWORD: 'p'.repeat(40),
      },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  expect(result.stderr).toBe('');
  const lines = result.stdout.trim().split('\n');
  const stopping = JSON.parse(lines.find((l) => l.includes('"msg":"stopping"'))!);
  expect(stopping).toMatchObject({ level: 'info', signal: 'SIGTERM' });
  expect(JSON.parse(lines.at(-1)!)).toEqual({ before: false, after: true, listeners: 1 });
  expect(result.status).toBe(0);
});
