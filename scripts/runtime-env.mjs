// The environment the scripts hand to the processes they start. The web app needs a session
// password, the BFF and the loyalty service share the amr-auth client credentials and the BFF
// secret, and the service keys its phone lookups with its own secret: for a local run they are
// generated once into .data/ (never committed), unless the environment already sets them.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';

const SECRETS_FILE = '.data/secrets.json';
const token = (bytes) => randomBytes(bytes).toString('base64url');

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

export function runtimeEnv(extra = {}) {
  const secrets = localSecrets();
  const fromEnv = Object.fromEntries(
    Object.keys(secrets)
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  );
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...secrets, ...fromEnv, ...extra };
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
 * The product's processes live and die together: Ctrl-C (SIGINT) or SIGTERM stops them all, and
 * when one exits the others are stopped, the exit code kept (5 seconds, then they are left).
 */
export function superviseTogether(children) {
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 5000).unref();
    Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
}
