// `npm run bench`: runs each benchmark under bench/ (or those named on the command line) one
// after another — they measure ratios against a reference in the same run (docs/quality.md §3), so
// they must not share the machine's two cores with each other.
import { readdirSync } from 'node:fs';
import { run, runtimeEnv } from './runtime-env.mjs';

const wanted = process.argv.slice(2);
const all = readdirSync('bench')
  .filter((f) => /\.(mjs|ts)$/.test(f))
  .sort();
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.includes(w))) : all;
if (chosen.length === 0) {
  console.error(
    `No benchmark matches ${wanted.join(', ') || '(any)'} in bench/: ${all.join(', ') || 'none yet'}`,
  );
  process.exit(1);
}
for (const file of chosen) {
  console.log(`\n=== bench/${file}`);
  // tsx lets every benchmark import the app's TypeScript modules (the route table, the contract).
  await run(process.execPath, ['--import', 'tsx', `bench/${file}`], runtimeEnv());
}
