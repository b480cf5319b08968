import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_BFF_SECRET } from './harness';

// The real entry point (`npm run start:service`, services/loyalty/server.ts) as a child process,
// with only the environment a test gives it: what an operator starts, read from its own log.

export interface ServiceProcess {
  proc: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Its log's JSON lines (stdout). */
  lines(): Record<string, unknown>[];
  exited: Promise<number | null>;
}

export function spawnService(env: Record<string, string>): ServiceProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'services/loyalty/server.ts'], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', LOYALTY_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stdout = '';
  proc.stdout!.on('data', (d: Buffer) => ((out += d.toString()), (stdout += d.toString())));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  return {
    proc,
    output: () => out,
    lines: () =>
      stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
  };
}

/** Resolves with the service's URL once it logs that it listens; rejects if it exits first. */
export function listening(child: ServiceProcess, timeoutMs = 90_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`service did not start: ${child.output()}`)),
      timeoutMs,
    );
    const check = () => {
      const line = child.lines().find((l) => l.msg === 'loyalty service listening');
      if (!line) return;
      clearTimeout(timer);
      child.proc.stdout!.off('data', check);
      resolve(line.url as string);
    };
    child.proc.stdout!.on('data', check);
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`service exited ${code}: ${child.output()}`));
    });
  });
}

/** Starts the entry point and waits until it listens. */
export async function startService(
  env: Record<string, string>,
): Promise<ServiceProcess & { url: string }> {
  const child = spawnService(env);
  return { ...child, url: await listening(child) };
}

/** The settings a start outside demo mode cannot do without (docs/production.md §3). */
export const PRODUCTION_ENV = {
  LOYALTY_DEMO: '0',
  LOYALTY_CLIENT_ID: 'test-bff-client',
  LOYALTY_CLIENT_SECRET: 'test-bff-client-secret-0123456789',
  LOYALTY_LOOKUP_SECRET: 'test-lookup-secret-0123456789abcdef0123',
  // The secret the harness's calls carry: a service refuses one it does not hold.
  LOYALTY_BFF_SECRET: TEST_BFF_SECRET,
};
