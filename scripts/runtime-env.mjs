// The environment the scripts hand to the processes they start. The web app needs a session
// password, the BFF and the loyalty service share the amr-auth client credentials and the BFF
// secret, and the service keys its phone lookups with its own secret: for a local run they are
// generated once into .data/ (never committed), unless the environment already sets them.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { supervise } from './supervise.mjs';

const SECRETS_FILE = '.data/secrets.json';
const token = (bytes) => randomBytes(bytes).toString('base64url');
// One key per brand for the partner calls (lib/contract/common.ts BRAND_CODES).
const PARTNER_KEYS = ['KFC', 'PHD', 'HRD', 'AMRX', 'TGIF', 'PEET'].map(
  (brand) => `LOYALTY_PARTNER_KEY_${brand}`,
);

/** A VAPID key pair for web push (RFC 8292): the P-256 public point and private scalar, base64url. */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x, 'base64url'),
    Buffer.from(pub.y, 'base64url'),
  ]);
  return {
    PUSH_VAPID_PUBLIC_KEY: point.toString('base64url'),
    PUSH_VAPID_PRIVATE_KEY: privateKey.export({ format: 'jwk' }).d,
  };
}

function localSecrets() {
  const kept = existsSync(SECRETS_FILE) ? JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) : {};
  const secrets = {
    SESSION_PASSWORD: token(32),
    LOYALTY_CLIENT_ID: `amrx-pwa-${token(6)}`,
    LOYALTY_CLIENT_SECRET: token(32),
    LOYALTY_BFF_SECRET: token(32),
    LOYALTY_LOOKUP_SECRET: token(32),
    LOYALTY_BONUS_SECRET: token(32),
    ...Object.fromEntries(PARTNER_KEYS.map((name) => [name, token(24)])),
    ...vapidKeys(),
    ...kept,
  };
  // A file from before a secret was added gets it, once; the ones it had stay as they were.
  if (Object.keys(secrets).length !== Object.keys(kept).length) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * The environment with the local secrets filled in. The brands' partner keys only with
 * `partnerKeys`: the end-to-end suite and the scripts that run the product in demo mode call the
 * partner API with the demo keys (services/loyalty/dev/demo-secrets.ts), and demo mode listens on
 * this machine only.
 */
export function runtimeEnv(extra = {}, { partnerKeys = false } = {}) {
  const secrets = Object.fromEntries(
    Object.entries(localSecrets()).filter(([k]) => partnerKeys || !PARTNER_KEYS.includes(k)),
  );
  const fromEnv = Object.fromEntries(
    Object.keys(secrets)
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  );
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...secrets, ...fromEnv, ...extra };
}

/**
 * `npm start` (scripts/start.mjs): demo mode unless LOYALTY_DEMO says otherwise, every secret
 * generated (the partner keys too, so nothing falls back to a published value), and the service's
 * metrics on 127.0.0.1:9464 (docs/production.md §13).
 */
export function startEnv() {
  const servicePort = process.env.LOYALTY_PORT ?? '4100';
  return runtimeEnv(
    {
      LOYALTY_DEMO: process.env.LOYALTY_DEMO ?? '1',
      LOYALTY_PORT: servicePort,
      LOYALTY_METRICS_PORT: process.env.LOYALTY_METRICS_PORT ?? '9464',
      UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${servicePort}`,
    },
    { partnerKeys: true },
  );
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, env = runtimeEnv(), cwd = process.cwd()) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export const hasBuild = () => existsSync('.next/BUILD_ID');

/** `npm run build`: next build, with its compile hints (next.config.ts). */
export const buildApp = (env = runtimeEnv()) => run('npm', ['run', 'build'], env);

/** The loyalty service as a child process (tsx runs its TypeScript). */
export const SERVICE_COMMAND = [
  process.execPath,
  ['--import', 'tsx', 'services/loyalty/server.ts'],
];
export const NEXT_COMMAND = [process.execPath, ['node_modules/next/dist/bin/next', 'start']];

/**
 * The product's processes live and die together (scripts/supervise.mjs, as `npm run start:prod`):
 * Ctrl-C or SIGTERM reaches each as it came, one exiting stops the others, a child still running
 * after the service's grace period (LOYALTY_SHUTDOWN_GRACE_SECONDS, default 20) and 5 s more is
 * killed, never left behind, and under npm they stop with npm's shell.
 */
export function superviseTogether(children) {
  const graceMs = ((Number(process.env.LOYALTY_SHUTDOWN_GRACE_SECONDS) || 20) + 5) * 1000;
  supervise(children, { graceMs, stopWithParent: process.env.npm_lifecycle_event !== undefined });
}
