// Starts what the web benchmarks measure: the loyalty service (demo mode, fresh PGlite), the app
// (next start on its production build) and the bare reference page (built in this run), and signs
// a demo member in through the app's own BFF, as a browser would.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NEXT_COMMAND,
  SERVICE_COMMAND,
  buildApp,
  hasBuild,
  run,
  runtimeEnv,
} from '../../scripts/runtime-env.mjs';
import { CONSENT_COOKIE } from '../../lib/observability/consent.ts';
import { waitFor } from './wait-for.mjs';

export const PORTS = { service: 4181, app: 3181, bare: 3182, link: 4182 };
export const APP = `http://localhost:${PORTS.app}`;
export const BARE = `http://localhost:${PORTS.bare}`;
export const SERVICE = `http://127.0.0.1:${PORTS.service}`;

const children = [];
/** The process ids of the app and the loyalty service once started, for their CPU time. */
export const processes = { app: 0, service: 0 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));

/** `upstream`: where the app finds the loyalty service, when not straight at it (./slow-link.mjs). */
export async function startAll({
  rebuild = false,
  bare = true,
  databaseUrl,
  upstream = SERVICE,
} = {}) {
  const env = runtimeEnv({
    NODE_ENV: 'production',
    UPSTREAM_URL: upstream,
    LOYALTY_PORT: String(PORTS.service),
    LOYALTY_DATA_DIR: dataDir,
    LOYALTY_DEMO: 'true',
    // PostgreSQL when given (a fresh database); PGlite in a temporary directory otherwise.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  if (!databaseUrl) delete env.DATABASE_URL;
  if (rebuild || !hasBuild()) await buildApp(env);
  // The reference is built every run, on the same machine state as the app. It lives outside the
  // project: inside, Next would bundle the app's middleware and instrumentation into it.
  const [serviceBin, serviceArgs] = SERVICE_COMMAND;
  const [nextBin, nextArgs] = NEXT_COMMAND;
  if (bare) {
    const bareDir = await prepareBareApp(env);
    await run('npx', ['next', 'build'], { ...env, NEXT_TELEMETRY_DISABLED: '1' }, bareDir);
    spawnChild(
      nextBin,
      ['start', '-p', String(PORTS.bare)],
      env,
      bareDir,
      path.join(bareDir, nextArgs[0]),
    );
  }
  processes.service = spawnChild(serviceBin, serviceArgs, env).pid;
  processes.app = spawnChild(nextBin, [...nextArgs, '-p', String(PORTS.app)], env).pid;
  await Promise.all([
    waitFor(`${SERVICE}/v1/config`),
    waitFor(`${APP}/en/home`),
    ...(bare ? [waitFor(BARE)] : []),
  ]);
}

/** bench/bare copied to a directory of its own, with the same next and react as the app. */
async function prepareBareApp(env) {
  const dir = path.join(tmpdir(), 'amrx-bench-bare');
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
  const pkg = JSON.stringify({
    private: true,
    dependencies: {
      next: dependencies.next,
      react: dependencies.react,
      'react-dom': dependencies['react-dom'],
    },
  });
  mkdirSync(dir, { recursive: true });
  const fresh =
    !existsSync(path.join(dir, 'package.json')) ||
    readFileSync(path.join(dir, 'package.json'), 'utf8') !== pkg;
  rmSync(path.join(dir, 'app'), { recursive: true, force: true });
  cpSync('bench/bare', dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), pkg);
  if (fresh || !existsSync(path.join(dir, 'node_modules/next'))) {
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], env, dir);
  }
  return dir;
}

function spawnChild(command, args, env, cwd = process.cwd(), script) {
  const child = spawn(command, script ? [script, ...args] : args, { env, cwd, stdio: 'ignore' });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** Signs the demo member Layla in through the BFF (login, then the outbox code to verify-otp). */
export async function memberCookie() {
  const phone = { cCode: '971', phnNo: '501234567' };
  const headers = {
    'content-type': 'application/json',
    origin: APP,
    'sec-fetch-site': 'same-origin',
  };
  const jar = new Map();
  const call = async (name, body) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${APP}/api/amr-loyalty/${name}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [key, ...value] = pair.split('=');
      jar.set(key, value.join('='));
    }
    if (!response.ok)
      throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  await call('login', phone);
  const outbox = await (
    await fetch(
      `${SERVICE}/dev/outbox?cCode=${encodeURIComponent(phone.cCode)}&phnNo=${phone.phnNo}`,
    )
  ).json();
  // Reminders (code null) share the outbox with the codes.
  const code = outbox.data.messages.find((m) => m.code).code;
  // As the code screen does: the code alone; the BFF then signs the session in itself.
  await call('verify-otp', { otp: code });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * The demo member's cookie jar in each language, as their browser holds it once signed in: the
 * session from memberCookie, the language and country cookies the app's pages set (a member
 * signed in on those pages, so a page they open again sets neither; a guest's first visit does),
 * and the cookie banner's answer: on a phone the banner stands in for every page until it is
 * answered (components/consent/cookie-consent.tsx), so a member has answered it to sign in.
 */
export async function memberJars() {
  const signedIn = `${await memberCookie()}; ${CONSENT_COOKIE}=true`;
  const jars = {};
  for (const locale of ['en', 'ar']) {
    const jar = new Map(
      signedIn.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]),
    );
    const response = await fetch(`${APP}/${locale}/home`, {
      headers: { cookie: signedIn },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    jars[locale] = [...jar.values()].join('; ');
  }
  return jars;
}
