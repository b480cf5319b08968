import { spawnSync } from 'node:child_process';

// The start-time check as instrumentation.ts runs it, in a process of its own: a bad environment
// ends the process with exit code 1 and one line naming each bad setting, before Next serves
// anything (Next itself would catch an error thrown by register() and answer 500 to every
// request: node_modules/next/dist/server/next-server.js "Failed to prepare server").

const SCRIPT = `
import { exitOnInvalidEnv } from './lib/server/start-check.ts';
exitOnInvalidEnv();
console.log('serving');
`;

function runCheck(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    env: { PATH, HOME, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

it('exits 1 with one line naming each bad setting', () => {
  const result = runCheck({
    UPSTREAM_URL: 'nowhere',
    LOYALTY_CLIENT_ID: 'web-client-1',
    LOYALTY_CLIENT_SECRET: 'c'.repeat(24),
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid environment: SESSION_PASSWORD: required; UPSTREAM_URL: /);
  expect(lines[0]).not.toContain('nowhere');
});

it('lets a good environment through', () => {
  const result = runCheck({
    SESSION_PASSWORD: 'p'.repeat(40),
    LOYALTY_CLIENT_ID: 'web-client-1',
    LOYALTY_CLIENT_SECRET: 'c'.repeat(24),
  });
  expect(result.stderr).toBe('');
  expect(result.stdout).toBe('serving\n');
  expect(result.status).toBe(0);
});
