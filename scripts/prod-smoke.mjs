// The production path, run for real (`npm test`, after the end-to-end suite's build): complete
// that build for production (scripts/build-prod.mjs --reuse-next), start it with
// `npm run start:prod` against a fresh PostgreSQL database (TEST_DATABASE_URL's server; PGlite in
// a temporary directory without one), and check that the standalone server serves a page with its
// scripts and the service worker, and that a sign-in call goes through the web app to the bundled
// service and its database. Stops both and drops the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { freshDatabase } from './fresh-database.mjs';
import { run, runtimeEnv } from './runtime-env.mjs';

const WEB_PORT = 3390;
const SERVICE_PORT = 4390;
const web = `http://127.0.0.1:${WEB_PORT}`;

await run('node', ['scripts/build-prod.mjs', '--reuse-next'], process.env);

const database = process.env.TEST_DATABASE_URL
  ? await freshDatabase(process.env.TEST_DATABASE_URL, `prod_smoke_${process.pid}`)
  : null;
const dataDir = database ? null : mkdtempSync(path.join(tmpdir(), 'prod-smoke-'));
const child = spawn(process.execPath, ['scripts/start-prod.mjs'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: runtimeEnv({
    LOYALTY_DEMO: '1',
    PORT: String(WEB_PORT),
    LOYALTY_PORT: String(SERVICE_PORT),
    UPSTREAM_URL: `http://127.0.0.1:${SERVICE_PORT}`,
    ...(database ? { DATABASE_URL: database.url } : { LOYALTY_DATA_DIR: dataDir }),
  }),
});
let log = '';
child.stdout.on('data', (chunk) => (log += chunk));
try {
  await waitFor(`${web}/api/health`);
  await waitFor(`http://127.0.0.1:${SERVICE_PORT}/v1/config`);
  const page = await fetch(`${web}/en/home`);
  const html = await page.text();
  check(page.status === 200 && html.includes('<html'), `/en/home answered ${page.status}`);
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  check(script, 'the page names no script');
  check((await fetch(`${web}${script}`)).status === 200, `${script} is not served`);
  check((await fetch(`${web}/serwist/sw.js`)).status === 200, 'the service worker is not served');
  const login = await fetch(`${web}/api/amr-loyalty/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web },
    body: JSON.stringify({ cCode: '+971', phnNo: '501234567' }),
  });
  check(login.status === 200, `login through the web app answered ${login.status}`);
  console.log('Production path: standalone web app and bundled service answered');
} catch (err) {
  console.error(log);
  throw err;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

function check(ok, message) {
  if (!ok) throw new Error(`Production path: ${message}`);
}

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`start:prod exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Production path: ${url} did not answer`);
}
