import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints } from '@/scripts/compile-hints.mjs';

// The build's last step: V8 reads the hint only as a file's first line, and a build run twice
// over the same output (or the step run again) must not stack it.
describe('compile hints on the client scripts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(path.join(dir, 'page.js'), '(()=>{globalThis.page=1})();\n//# debugId=abc');
    writeFileSync(path.join(dir, 'nested', 'lazy.js'), 'globalThis.lazy=1;');
    writeFileSync(path.join(dir, 'styles.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const read = (...parts: string[]) => readFileSync(path.join(dir, ...parts), 'utf8');

  it('puts the hint at the top of every script, nested ones too, and leaves the rest of the file as it was', () => {
    expect(addCompileHints(dir)).toBe(2);
    expect(read('page.js')).toBe(`${COMPILE_HINT}(()=>{globalThis.page=1})();\n//# debugId=abc`);
    expect(read('nested', 'lazy.js')).toBe(`${COMPILE_HINT}globalThis.lazy=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('touches nothing but scripts', () => {
    addCompileHints(dir);
    expect(read('styles.css')).toBe('body{margin:0}');
  });

  it('marks a script once however often it runs', () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read('page.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
