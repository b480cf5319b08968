// The loyalty service for an end-to-end run: demo mode, on a fresh embedded database each time.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { SERVICE_COMMAND, runtimeEnv } from './runtime-env.mjs';

const dataDir = '.data/e2e-pglite';
rmSync(dataDir, { recursive: true, force: true });
const [bin, args] = SERVICE_COMMAND;
const env = runtimeEnv({ LOYALTY_DEMO: '1', LOYALTY_DATA_DIR: dataDir });
delete env.DATABASE_URL;
const child = spawn(bin, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
