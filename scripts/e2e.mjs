// `npm run test:e2e`: Playwright against the production build (next build && next start), as
// docs/architecture.md §3 asks. Builds first when there is no build, or always with --build.
import { buildApp, hasBuild, run, runtimeEnv } from './runtime-env.mjs';

const env = runtimeEnv();
const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
if (forceBuild || !hasBuild()) await buildApp(env);
await run('npx', ['playwright', 'test', ...args.filter((a) => a !== '--build')], env);
