// J14, the operator's journey (docs/production.md §2–§3, §13), run by `npm test` after the
// end-to-end suite's build (scripts/test.mjs): the production build started the way an operator
// starts it, with the mistakes an operator makes first.
//
// 1. Mistakes, each ended within 10 s with the setting named: `npm run start:prod` without
//    SESSION_PASSWORD, with DATABASE_URL=not-a-url, with a database that takes the connection and
//    never answers, with LOYALTY_DEMO=1; and the web app holding client credentials or a BFF
//    secret the service does not hold, which keeps `/api/ready` at 503 naming the refusal.
// 2. Right: `/api/ready` 200, a page with its scripts and the service worker, no demo member (the
//    demo member's number is a new number), a new member signed up through the web app with the
//    code the messaging gateway received, and the metrics of both processes counting it.
// 3. Stops: SIGTERM to start:prod while a transfer waits on the database, and again while a code
//    is being sent: the member gets the answer, the transfer is applied once, both processes are
//    gone within the grace period and nothing is left listening.
//
// PostgreSQL from TEST_DATABASE_URL (a fresh database); without it PGlite in a temporary
// directory, and the steps that need a second connection to the database are left out.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshDatabase } from './fresh-database.mjs';
import { memberBrowser, signUp } from './member-browser.mjs';
import { PROD_SERVICE_COMMAND, PROD_WEB_COMMAND, prodEnv } from './prod-commands.mjs';
import { run, runtimeEnv } from './runtime-env.mjs';
import { startSmsGateway } from './sms-gateway.mjs';

const PORTS = { web: 3390, service: 4390, metrics: 4391 };
const WEB = `http://127.0.0.1:${PORTS.web}`;
const SERVICE = `http://127.0.0.1:${PORTS.service}`;
/** An operator's mistake must end the start, or keep the web app not ready, within this. */
const MISTAKE_WITHIN_MS = 10_000;
/** start:prod's own limit for a stop: the service's grace period (20 s) and 5 s more. */
const STOP_WITHIN_MS = 25_000;
const LAYLA = { cCode: '+971', phnNo: '501234567' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await run('node', ['scripts/build-prod.mjs', '--reuse-next'], process.env);

const gateway = await startSmsGateway();
const database = process.env.TEST_DATABASE_URL
  ? await freshDatabase(process.env.TEST_DATABASE_URL, `operator_journey_${process.pid}`)
  : null;
const dataDir = database ? null : mkdtempSync(path.join(tmpdir(), 'operator-journey-'));
const settings = runtimeEnv({
  PORT: String(PORTS.web),
  LOYALTY_PORT: String(PORTS.service),
  LOYALTY_METRICS_PORT: String(PORTS.metrics),
  UPSTREAM_URL: SERVICE,
  SMS_WEBHOOK_URL: gateway.url,
  PUSH_VAPID_SUBJECT: 'mailto:operations@example.com',
  METRICS_TOKEN: randomBytes(32).toString('base64url'),
  ...(database ? { DATABASE_URL: database.url } : { LOYALTY_DATA_DIR: dataDir }),
});
delete settings.LOYALTY_DEMO;
if (!database) delete settings.DATABASE_URL;

const silentDatabase = await listenSilently();
try {
  // 1. The mistakes.
  await refusedStart(
    'without SESSION_PASSWORD',
    { SESSION_PASSWORD: undefined },
    'SESSION_PASSWORD',
  );
  await refusedStart(
    'with a DATABASE_URL that is no URL',
    { DATABASE_URL: 'not-a-url' },
    'DATABASE_URL',
  );
  await refusedStart(
    'with a database that never answers',
    { DATABASE_URL: `postgres://loyalty@127.0.0.1:${silentDatabase.port}/loyalty` },
    'DATABASE_URL',
  );
  await refusedStart('with demo mode on', { LOYALTY_DEMO: '1' }, 'LOYALTY_DEMO');
  await notReady('client credentials', { LOYALTY_CLIENT_SECRET: secret() }, 'invalid_client');
  await notReady('BFF secret', { LOYALTY_BFF_SECRET: secret() }, 'invalid_bff_secret');

  // 2. Right.
  const first = startProd(settings);
  await first.ready();
  await servesPages();
  const layla = await memberBrowser(WEB).call('login', LAYLA);
  check(
    layla.status === 201,
    `the demo member's number answered ${layla.status}, not a new number`,
  );
  if (database) check((await count('members')) === 0, 'a fresh database holds members');
  const member = memberBrowser(WEB);
  const phone = { cCode: '+971', phnNo: `58${String(process.pid % 1000).padStart(3, '0')}0001` };
  await signUp(member, phone, gateway.codeFor, {
    name: 'Operator Check',
    email: 'ops@example.com',
  });
  await metricsCount();
  console.log(
    'J14 right: ready, pages served, no demo member, a member signed up, metrics counted',
  );

  // 3. Stops.
  if (database) await stopDuringTransfer(first, member, phone);
  else await stopped(first, 'with no request in flight');
  await stopDuringCodeSend();
  console.log('J14: every mistake named, no demo member, every stop answered, nothing left behind');
} finally {
  silentDatabase.close();
  await gateway.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** `npm run start:prod` as an operator runs it, its output kept. */
function startProd(env) {
  return watch(spawn(process.execPath, ['scripts/start-prod.mjs'], { env: defined(env) }));
}

/** One of the two production commands by itself, as a container runs it. */
function startOne([bin, ...args], env) {
  return watch(
    spawn(bin === 'node' ? process.execPath : bin, args, { env: prodEnv(defined(env)) }),
  );
}

function watch(child) {
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    child,
    exited,
    output: () => output,
    async ready(timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const ok = await fetch(`${WEB}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (child.exitCode !== null) break;
        await sleep(250);
      }
      throw new Error(`J14: the product did not become ready\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A start with one setting wrong ends by itself, non-zero, naming the setting. */
async function refusedStart(label, changes, setting) {
  const started = Date.now();
  const prod = startProd({ ...settings, ...changes });
  const code = await Promise.race([prod.exited, sleep(MISTAKE_WITHIN_MS).then(() => 'running')]);
  const ms = Date.now() - started;
  if (code === 'running') await prod.stop();
  check(code !== 'running', `start:prod ${label} still ran after ${ms} ms\n${prod.output()}`);
  check(code !== 0, `start:prod ${label} ended with 0`);
  check(
    prod.output().includes(setting),
    `start:prod ${label} did not name ${setting}\n${prod.output()}`,
  );
  await nothingListening(`start:prod ${label}`);
  console.log(`J14 ${label}: ended ${code} after ${ms} ms, naming ${setting}`);
}

/** The web app with a secret the service does not hold: up, and not ready, saying why. */
async function notReady(label, webChanges, detail) {
  const started = Date.now();
  const service = startOne(PROD_SERVICE_COMMAND, settings);
  const web = startOne(PROD_WEB_COMMAND, { ...settings, ...webChanges });
  let last = 'no answer';
  try {
    while (Date.now() - started < MISTAKE_WITHIN_MS) {
      const reply = await fetch(`${WEB}/api/ready`).catch(() => null);
      const body = reply && (await reply.json().catch(() => null));
      last = reply ? `${reply.status} ${JSON.stringify(body)}` : 'no answer';
      check(reply?.status !== 200, `the web app with another ${label} said it was ready`);
      if (reply?.status === 503 && body.reason === 'credentials_refused' && body.detail === detail)
        break;
      await sleep(250);
    }
    const ms = Date.now() - started;
    check(ms < MISTAKE_WITHIN_MS, `another ${label}: /api/ready answered ${last} after ${ms} ms`);
    check(
      web.output().includes(detail),
      `another ${label}: the web app's log does not name ${detail}`,
    );
    console.log(`J14 another ${label}: /api/ready 503 ${detail} after ${ms} ms`);
  } finally {
    await Promise.all([web.stop(), service.stop()]);
  }
}

async function servesPages() {
  const page = await fetch(`${WEB}/en/home`);
  const html = await page.text();
  check(page.status === 200 && html.includes('<html'), `/en/home answered ${page.status}`);
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  check(script, 'the page names no script');
  check((await fetch(`${WEB}${script}`)).status === 200, `${script} is not served`);
  check((await fetch(`${WEB}/serwist/sw.js`)).status === 200, 'the service worker is not served');
}

/** Both processes' metrics count what just happened; the web's only with its token. */
async function metricsCount() {
  const service = await (await fetch(`http://127.0.0.1:${PORTS.metrics}/metrics`)).text();
  const sent = sample(service, 'loyalty_code_sends_total', { outcome: 'sent' });
  check(sent >= 2, `the service counted ${sent} code sends, not the 2 made`);
  const web = (token) =>
    fetch(`${WEB}/api/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  check((await web()).status === 404, '/api/metrics answered without the token');
  const text = await (await web(settings.METRICS_TOKEN)).text();
  const logins = sample(text, 'bff_calls_total', { call: 'login', status: '201' });
  check(logins >= 2, `the web app counted ${logins} logins, not the 2 made`);
  console.log(`J14 metrics: ${sent} code sends in the service, ${logins} logins in the web app`);
}

/** The value of one Prometheus series, 0 when absent. */
function sample(text, name, labels) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/**
 * SIGTERM while the member's transfer waits for the ledger's per-member lock, which this script
 * holds for a moment (services/loyalty/ledger/ledger.sql, ledger_transfer): the transfer is
 * answered and applied once, and both processes are gone within the grace period.
 */
async function stopDuringTransfer(prod, member, phone) {
  const balances = (await member.call('loyalty-brands', phone)).data.brands;
  const [sourceBrand, targetBrand] =
    (balances.AMRX?.pointBalance ?? 0) >= 50 ? ['AMRX', 'KFC'] : ['KFC', 'AMRX'];
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { rows } = await db.query('select id from members where phone_e164 = $1', [
      `${phone.cCode}${phone.phnNo}`,
    ]);
    await db.query('begin');
    await db.query(`select pg_advisory_xact_lock(hashtext('ledger_transfer'), hashtext($1))`, [
      rows[0].id,
    ]);
    const transfer = member.call('transfer-points', {
      sourceBrand,
      targetBrand,
      points: 50,
      idempotencyKey: `operator-${phone.phnNo}`,
    });
    await waitForLockWaiter(db);
    const stopped = prod.stop();
    await sleep(300);
    await db.query('commit');
    const answer = await transfer;
    check(answer.status === 200, `the transfer during the stop answered ${answer.status}`);
    await stoppedWithin(prod, stopped, 'during a transfer');
    const applied = await count('transfers');
    check(applied === 1, `${applied} transfers applied, not 1`);
  } finally {
    await db.end();
  }
}

/** SIGTERM while the gateway holds a member's code: the member is told the code was sent. */
async function stopDuringCodeSend() {
  const prod = startProd(settings);
  await prod.ready();
  const held = gateway.hold();
  const phone = { cCode: '+971', phnNo: `58${String(process.pid % 1000).padStart(3, '0')}0002` };
  const login = memberBrowser(WEB).call('login', phone);
  await held.arrived;
  const stopped = prod.stop();
  await sleep(300);
  held.release();
  const answer = await login;
  check(answer.status === 201, `the code send during the stop answered ${answer.status}`);
  check(
    gateway.messages.some((m) => m.to === `${phone.cCode}${phone.phnNo}`),
    'the held code never reached the gateway',
  );
  await stoppedWithin(prod, stopped, 'during a code send');
}

async function stopped(prod, label) {
  await stoppedWithin(prod, prod.stop(), label);
}

async function stoppedWithin(prod, stopped, label) {
  const started = Date.now();
  const code = await Promise.race([stopped, sleep(STOP_WITHIN_MS).then(() => 'running')]);
  check(code === 0, `start:prod stopped ${label} ended ${code}\n${prod.output()}`);
  await nothingListening(`start:prod stopped ${label}`);
  console.log(
    `J14 SIGTERM ${label}: answered, exit 0, ${Date.now() - started} ms after the answer`,
  );
}

/** Neither the web app nor the service (nor its metrics) still answers: no orphan. */
async function nothingListening(label) {
  for (const url of [
    `${WEB}/api/health`,
    `${SERVICE}/health`,
    `http://127.0.0.1:${PORTS.metrics}/metrics`,
  ]) {
    const alive = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    check(!alive, `${label}: ${url} still answers`);
  }
}

async function waitForLockWaiter(db) {
  const end = Date.now() + 4000;
  while (Date.now() < end) {
    const { rows } = await db.query(
      `select 1 from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows.length) return;
    await sleep(50);
  }
  throw new Error('J14: the transfer never waited for the lock');
}

async function count(table) {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    return (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  } finally {
    await db.end();
  }
}

/** A TCP server that takes connections and never says a word: a database that hangs. */
async function listenSilently() {
  const sockets = new Set();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** The environment without the settings a step unsets (given as undefined). */
function defined(env) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
}

function secret() {
  return randomBytes(24).toString('base64url');
}

function check(ok, message) {
  if (!ok) throw new Error(`J14: ${message}`);
}
