// The loyalty service for an end-to-end run: demo mode, on a fresh embedded database each time.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { SERVICE_COMMAND, runtimeEnv } from './runtime-env.mjs';

const dataDir = '.data/e2e-pglite';
rmSync(dataDir, { recursive: true, force: true });
const [bin, args] = SERVICE_COMMAND;
// Short code lifetimes so the suite can see a code expire and a resend become possible.
const env = runtimeEnv({
  LOYALTY_DEMO: '1',
  // The journeys' browser subscribes to the suite's local push service (J10).
  LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS: '1',
  LOYALTY_DATA_DIR: dataDir,
  LOYALTY_OTP_TTL_SECONDS: '25',
  LOYALTY_OTP_RESEND_SECONDS: '5',
});
delete env.DATABASE_URL;
const child = spawn(bin, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
