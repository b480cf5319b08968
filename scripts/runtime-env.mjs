// The environment the scripts hand to the processes they start. A session password is required
// (lib/env.ts); for a local run one is generated once and kept in .data/, never committed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';

const SECRET_FILE = '.data/session-secret';

export function runtimeEnv(extra = {}) {
  let password = process.env.SESSION_PASSWORD;
  if (!password) {
    if (!existsSync(SECRET_FILE)) {
      mkdirSync('.data', { recursive: true });
      writeFileSync(SECRET_FILE, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    password = readFileSync(SECRET_FILE, 'utf8').trim();
  }
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SESSION_PASSWORD: password, ...extra };
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, env = runtimeEnv()) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export const hasBuild = () => existsSync('.next/BUILD_ID');
