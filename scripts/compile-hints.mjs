// A step of every `next build` (next.config.ts compiler.runAfterProductionCompile): marks every
// client script Turbopack emitted for eager compilation
// with V8's explicit compile hint (the `//# allFunctionsCalledOnLoad` magic comment, Chrome 136+;
// other engines read it as a comment).
//
// Why: a Turbopack chunk is a list of module factories, each a function V8 compiles lazily, on the
// main thread, the first time it is called: and nearly all of a page's factories are called while
// it starts. With the hint V8 compiles them on a background thread while the file streams in.
// Every file here is loaded only when a page or a dynamic import needs it, so hinting them all
// compiles little that will not run.
//
// Kept because it pays: bench/compile-hints.mjs (`npm run bench -- compile-hints`) loads the guest
// pages cold with these scripts as built and with the hint stripped, on the same build, in
// alternating rounds. On 2026-11-28 (Chromium 156.0.8078.108, 7 runs a variant, two cores that
// other work kept busy), hinted ÷ stripped, medians: main-thread compiling 0.05-0.08 (138-151 ms
// to 7-12 ms), all main-thread tasks 0.63 (home, en), 0.77 (home, ar), 0.90 (rewards), the longest
// task 0.51, 0.49, 0.57 (108-127 ms to 55-63 ms), time in tasks beyond 50 ms 0.08-0.21; the hinted
// load had the lower main-thread time in 19 of the 21 round pairs. What it costs: the worker
// threads compile 2.6-3.7 times as much, and the load event came 1.33 and 1.24 times later on
// the Arabic home and rewards pages (0.97 on the English home). The deterministic guard is
// e2e/compile-hints.spec.ts (in `npm test`, so in CI): every script a page loads has the hint.
//
// Eager compiling keeps more bytecode, so the hints were also weighed, earlier and with Lighthouse
// (not re-run here), on a host where memory is dear (a paravirtualised guest, 21 µs per fresh 4 KB
// page): the Arabic member home page scored 82 (80-87) with them and 74 (68-77) without, blocking
// time 693 against 1121 ms (Lighthouse mobile, 5 alternating rounds on one build).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint at the top of each .js file in `dir` (V8 reads it only there); idempotent. */
export function addCompileHints(dir) {
  let hinted = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    hinted++;
  }
  return hinted;
}
