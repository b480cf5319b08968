// `npm run build:prod`: what production runs (scripts/prod-commands.mjs). The web app's `next
// build` writes a standalone server (next.config.ts `output: 'standalone'`), which serves
// `public/` and `.next/static/` only when they are copied beside it, as Next documents; then the
// loyalty service is bundled (scripts/build-service.mjs). `--reuse-next` keeps an existing
// `next build` (the end-to-end suite's) and only completes it.
import { cpSync, existsSync } from 'node:fs';
import { run } from './runtime-env.mjs';

const STANDALONE = '.next/standalone';

if (!process.argv.includes('--reuse-next') || !existsSync('.next/BUILD_ID'))
  await run('npm', ['run', 'build'], process.env);
if (!existsSync(`${STANDALONE}/server.js`))
  throw new Error(
    `${STANDALONE}/server.js is missing: is output 'standalone' set in next.config.ts?`,
  );
cpSync('public', `${STANDALONE}/public`, { recursive: true });
cpSync('.next/static', `${STANDALONE}/.next/static`, { recursive: true });
await run('node', ['scripts/build-service.mjs'], process.env);
