// `npm test`: every test. Unit and service tests (vitest), then a fresh production build and
// the end-to-end suite against it, then that build started, misconfigured and stopped the way an
// operator does (J14, scripts/operator-journey.mjs).
import { run, runtimeEnv } from './runtime-env.mjs';

const env = runtimeEnv();
await run('npx', ['vitest', 'run'], env);
await run('node', ['scripts/e2e.mjs', '--build'], env);
await run('node', ['scripts/operator-journey.mjs'], env);
