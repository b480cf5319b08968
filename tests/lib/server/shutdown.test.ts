import { spawnSync } from 'node:child_process';

// lib/server/shutdown.ts in a process of its own: once SIGTERM arrives the web app says it is
// stopping (so /api/ready answers 503 `stopping`), while the exit is left to Next's own handler
// (node_modules/next/dist/server/lib/start-server.js closes the server, then exits).

/** A script in a process of its own, as the web app's (production, a session password set). */
function runScript(script: string, logLevel: string) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: {
      PATH,
      HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: logLevel,
      SESSION_PASSWORD: 'p'.repeat(40),
    },
    encoding: 'utf8',
    timeout: 30_000,
    // The script's own SIGTERM listener would otherwise keep it running past the limit.
    killSignal: 'SIGKILL',
  });
}

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
  const result = runScript(SCRIPT, 'info');
  expect(result.stderr).toBe('');
  const lines = result.stdout.trim().split('\n');
  const stopping = JSON.parse(lines.find((l) => l.includes('"msg":"stopping"'))!);
  expect(stopping).toMatchObject({ level: 'info', signal: 'SIGTERM' });
  expect(JSON.parse(lines.at(-1)!)).toEqual({ before: false, after: true, listeners: 1 });
  expect(result.status).toBe(0);
});

// A request in flight at the signal: Next's server.close() waits for its connection, which the
// client keeps alive after the answer. Closed once answered, the server (and the process) ends;
// left open, it would wait out the 65 s keep-alive, and spawnSync's 30 s limit fails the test.
const IN_FLIGHT = `
import { request, Agent, createServer } from 'node:http';
import { watchForShutdown } from './lib/server/shutdown.ts';
watchForShutdown();
let answer;
const server = createServer((req, res) => (answer = () => res.end('answered')));
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  const req = request({ port: server.address().port, agent }, (res) => {
    let body = '';
    res.on('data', (d) => (body += d));
    res.on('end', () => console.log(JSON.stringify({ body })));
  });
  req.end();
  const waiting = setInterval(() => {
    if (!answer) return;
    clearInterval(waiting);
    process.kill(process.pid, 'SIGTERM');
    setImmediate(() => {
      server.close(() => console.log(JSON.stringify({ closed: true })));
      answer();
    });
  }, 10);
});
`;

it('closes a kept-alive connection once its answer is sent, so the stop does not wait for it', () => {
  const result = runScript(IN_FLIGHT, 'silent');
  const lines = result.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as object);
  expect(lines).toContainEqual({ body: 'answered' });
  expect(lines).toContainEqual({ closed: true });
  expect(result.status).toBe(0);
});
