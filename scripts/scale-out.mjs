// Scale-out on real parts (docs/architecture.md §5): two web replicas and two service replicas,
// from the production build (scripts/prod-commands.mjs), on one fresh PostgreSQL database, behind
// HAProxy (Debian's package; installed when missing). Members sign in, read their balances, move
// points with idempotency keys and unlock a reward through the load balancer while one replica of
// each tier is killed and started again. Then it checks: no member was signed out, every transfer
// a member was told of was applied exactly once and no other, I1–I10 hold
// (tests/services/loyalty/support/invariants.ts), and the code-send limit of one number is counted
// across both service replicas.
//
//   node --import tsx scripts/scale-out.mjs            CI size: 8 members, 30 s
//   npm run bench -- scale-out                          bench/scale-out.mjs: 24 members, 90 s
//   LOYALTY_REFRESH_REUSE_SECONDS=0 …                   without the refresh fix: it fails
import { execFileSync, spawn } from 'node:child_process';
import pg from 'pg';
import { Agent } from 'undici';
import { freshDatabase } from './fresh-database.mjs';
import { memberBrowser, signUp } from './member-browser.mjs';
import { run, runtimeEnv } from './runtime-env.mjs';
import { PROD_SERVICE_COMMAND, PROD_WEB_COMMAND } from './prod-commands.mjs';
import { startSmsGateway } from './sms-gateway.mjs';

const PORTS = { web: 3600, webs: [3601, 3602], service: 4600, services: [4601, 4602] };
const WEB = `http://127.0.0.1:${PORTS.web}`;
/** The balancer's configuration as docs/production.md §9 gives it; its addresses come from here. */
const HAPROXY_CONFIG = 'deploy/haproxy.cfg';
const HAPROXY_ADDRESSES = {
  WEB_BIND: `127.0.0.1:${PORTS.web}`,
  SERVICE_BIND: `127.0.0.1:${PORTS.service}`,
  WEB1: `127.0.0.1:${PORTS.webs[0]}`,
  WEB2: `127.0.0.1:${PORTS.webs[1]}`,
  SERVICE1: `127.0.0.1:${PORTS.services[0]}`,
  SERVICE2: `127.0.0.1:${PORTS.services[1]}`,
};

export async function scaleOut({ members = 8, seconds = 30 } = {}) {
  ensureHaproxy();
  await run('node', ['scripts/build-prod.mjs', '--reuse-next'], process.env);
  const database = await freshDatabase(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    `scale_out_${process.pid}`,
  );
  // The production build, which never runs demo mode: codes reach a stand-in gateway.
  const gateway = await startSmsGateway();
  const env = runtimeEnv({
    SMS_WEBHOOK_URL: gateway.url,
    PUSH_VAPID_SUBJECT: 'mailto:operations@example.com',
    DATABASE_URL: database.url,
    UPSTREAM_URL: `http://127.0.0.1:${PORTS.service}`,
    // Tokens expire every few seconds, so refreshes of one session meet on both web replicas.
    LOYALTY_ACCESS_TOKEN_TTL_SECONDS: '3',
    LOYALTY_OTP_RESEND_SECONDS: '1',
    LOYALTY_REFRESH_REUSE_SECONDS: process.env.LOYALTY_REFRESH_REUSE_SECONDS ?? '30',
    TRUSTED_PROXIES: '127.0.0.1',
    SESSION_COOKIE_SECURE: 'false',
    NODE_ENV: 'production',
  });
  const procs = new Map();
  const start = (name) => {
    const [kind, i] = [name.slice(0, -1), Number(name.at(-1)) - 1];
    const [bin, ...args] = kind === 'web' ? PROD_WEB_COMMAND : PROD_SERVICE_COMMAND;
    const port = kind === 'web' ? PORTS.webs[i] : PORTS.services[i];
    const child = spawn(bin === 'node' ? process.execPath : bin, args, {
      env: { ...env, PORT: String(port), LOYALTY_PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: 'ignore',
    });
    procs.set(name, child);
    return waitFor(`http://127.0.0.1:${port}${kind === 'web' ? '/api/health' : '/v1/config'}`);
  };
  const haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: { ...process.env, ...HAPROXY_ADDRESSES },
    stdio: 'ignore',
  });
  try {
    // Both service replicas start on the empty database together: migrations and seeding are
    // taken in turn under an advisory lock.
    await Promise.all(['service1', 'service2'].map(start));
    await Promise.all(['web1', 'web2'].map(start));
    await waitFor(`${WEB}/api/health`);

    const crowd = [];
    for (let i = 0; i < members; i++) crowd.push(await signIn(i, gateway));
    const deadline = Date.now() + seconds * 1000;
    const chaos = (async () => {
      await sleep(seconds * 400);
      for (const name of ['web1', 'service1']) procs.get(name).kill('SIGKILL');
      console.log('Killed web1 and service1');
      await sleep(3000);
      await Promise.all(['web1', 'service1'].map(start));
      console.log('Started web1 and service1 again');
    })();
    await Promise.all([...crowd.map((m) => traffic(m, deadline)), chaos]);

    const failures = [];
    for (const m of crowd) {
      const me = await m.call('session-member');
      if (me.status !== 200) m.signedOut.push(`session-member ${me.status} at the end`);
      if (m.signedOut.length)
        failures.push(
          `${m.phnNo} signed out ${m.signedOut.length} times, first: ${m.signedOut.slice(0, 3).join('; ')}`,
        );
    }
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      for (const m of crowd) failures.push(...(await transfersOf(db, m)));
    } finally {
      await db.end();
    }
    failures.push(...(await invariants(database.url)));
    failures.push(...(await sendLimitAcrossReplicas()));
    const moved = crowd.reduce((n, m) => n + m.transfers.length, 0);
    const calls = crowd.reduce((n, m) => n + m.calls, 0);
    console.log(
      `Scale-out: ${members} members, ${calls} calls, ${moved} transfers, ${crowd.filter((m) => m.voucher).length} rewards unlocked, ${crowd.reduce((n, m) => n + m.retried, 0)} calls retried across the restart`,
    );
    if (failures.length) throw new Error(`Scale-out failed:\n- ${failures.join('\n- ')}`);
    console.log('Scale-out: no member signed out, every transfer once, I1–I10 hold, limits shared');
  } finally {
    haproxy.kill('SIGTERM');
    for (const child of procs.values()) child.kill('SIGTERM');
    await sleep(500);
    await gateway.close();
    await database.drop();
  }
}

/**
 * A member's browser: its cookies, its own client address, and what the app told it. Each connects
 * from its own loopback address, which the balancer writes into X-Forwarded-For; the one the
 * browser sends itself is the same forged address for all, so a balancer that kept it would count
 * every member as one client and the limits below would fail.
 */
function browser(i) {
  const address = `127.18.${Math.floor(i / 200)}.${(i % 200) + 1}`;
  const client = memberBrowser(WEB, {
    headers: { 'x-forwarded-for': '203.0.113.7' },
    dispatcher: new Agent({ localAddress: address }),
  });
  const m = {
    phnNo: `58${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
    calls: 0,
    retried: 0,
    signedOut: [],
    transfers: [],
    voucher: null,
    call(name, body = {}) {
      m.calls += 1;
      return client.call(name, body);
    },
  };
  return m;
}

async function signIn(i, gateway) {
  const m = browser(i);
  const phone = { cCode: '+971', phnNo: m.phnNo };
  await signUp(m, phone, gateway.codeFor, { name: 'Scale Member', email: `m${i}@example.com` });
  return m;
}

/**
 * Balances, transfers back and forth between AMRX and KFC under idempotency keys (a failed call is
 * repeated with the same key until the app answers), and one reward unlocked. Two calls at a time,
 * as a page makes them, so one session's token is refreshed on both web replicas at once.
 */
async function traffic(m, deadline) {
  const phone = { cCode: '+971', phnNo: m.phnNo };
  let n = 0;
  while (Date.now() < deadline) {
    // Two calls that recover an expired token with refresh-token, as a page makes them.
    const pair = await Promise.all(
      ['sso-sessions', 'permissions'].map((name) =>
        m.call(name).catch(() => ({ status: 0, name })),
      ),
    );
    pair.forEach((r, i) => {
      if (r.status === 401) m.signedOut.push(`${i ? 'permissions' : 'sso-sessions'} 401`);
    });
    const balances = await m.call('loyalty-brands', phone).catch(() => ({ status: 0 }));
    if (balances.status === 401) m.signedOut.push('loyalty-brands 401');
    if (balances.status !== 200) {
      await sleep(200);
      continue;
    }
    const amrx = balances.data.brands.AMRX?.pointBalance ?? 0;
    const kfc = balances.data.brands.KFC?.pointBalance ?? 0;
    if (!m.voucher && kfc >= 20) {
      const unlock = await settled(m, 'redeem-reward', {
        brand: 'KFC',
        id: 'kfc-welcome-fries',
        action: 'unlock',
        idempotencyKey: `unlock-${m.phnNo}`,
      });
      if (unlock.status === 200) m.voucher = unlock.data.reward.id;
    }
    const [sourceBrand, targetBrand] = amrx >= kfc ? ['AMRX', 'KFC'] : ['KFC', 'AMRX'];
    if (Math.max(amrx, kfc) >= 50) {
      const idempotencyKey = `tr-${m.phnNo}-${n++}`;
      const moved = await settled(m, 'transfer-points', {
        sourceBrand,
        targetBrand,
        points: 50,
        idempotencyKey,
      });
      if (moved.status === 200) m.transfers.push(moved.data.transferId);
    }
    await sleep(100);
  }
}

/** Repeats a points-moving call under its key until the app gives a definite answer. */
async function settled(m, name, body) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await m.call(name, body).catch(() => ({ status: 0 }));
    if (res.status === 401) m.signedOut.push(`${name} 401`);
    if (res.status !== 0 && res.status < 500) return res;
    m.retried += 1;
    await sleep(500);
  }
  throw new Error(`${name} had no answer for ${m.phnNo}`);
}

/** Each transfer the member was told of exists once, and there is no other. */
async function transfersOf(db, m) {
  const { rows } = await db.query(
    `select t.id from transfers t join members x on x.id = t.member_id
     where x.phone_e164 = $1`,
    [`+971${m.phnNo}`],
  );
  const held = rows.map((r) => r.id).sort();
  const told = [...m.transfers].sort();
  const problems = [];
  if (new Set(told).size !== told.length) problems.push(`${m.phnNo}: a transfer id told twice`);
  if (JSON.stringify(held) !== JSON.stringify(told))
    problems.push(`${m.phnNo}: told of ${told.length} transfers, ${held.length} applied`);
  return problems;
}

async function invariants(url) {
  const { openDatabase } = await import('../services/loyalty/db/client.ts');
  const { ledgerViolations } = await import('../tests/services/loyalty/support/invariants.ts');
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    return (await ledgerViolations(database.db, new Date())).map((v) => `invariant: ${v}`);
  } finally {
    await database.close();
  }
}

/**
 * One number's code sends, from different client addresses, spread by the balancer over both
 * service replicas: the sixth within the hour is refused, as the counters are the database's.
 */
async function sendLimitAcrossReplicas() {
  const phnNo = `58${String(process.pid % 1000).padStart(3, '0')}9999`;
  const statuses = [];
  for (let i = 0; i < 7; i++) {
    const m = browser(1000 + i);
    statuses.push((await m.call('login', { cCode: '+971', phnNo })).status);
    await sleep(1100);
  }
  const expected = [201, 201, 201, 201, 201, 429, 429];
  return JSON.stringify(statuses) === JSON.stringify(expected)
    ? []
    : [`code sends for one number: ${statuses.join(' ')}, expected ${expected.join(' ')}`];
}

function ensureHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    const apt = (...args) =>
      execFileSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    apt('update', '-qq');
    apt('install', '-y', '-qq', 'haproxy');
  }
}

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (import.meta.url === `file://${process.argv[1]}`) {
  await scaleOut();
}
