import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Reading the app's own source for the checks that scan it (tests/lib/navigation/no-path-literals,
// route-namespaces; tests/lib/bff/no-name-branches).

export const ROOT = join(__dirname, '../..');

/** The code without its comments, blanked rather than removed so a finding keeps its line. */
export function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\w\\])\/\/.*$/gm, '$1');
}

/** The source files under a folder of the repository, as paths from its root. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

export const readSource = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A `'use client'` file: a client component boundary of Next. */
export const isClientModule = (text: string) => /^\s*(['"])use client\1/.test(codeOf(text));

type Import = { path: string; typeOnly: boolean };

/**
 * The modules a file imports, re-exports or loads lazily (`import('…')`), as written. Type-only
 * imports are marked: they bring no code into a bundle.
 */
export function importsOf(text: string): Import[] {
  const code = codeOf(text);
  const found: Import[] = [];
  const statement =
    /(?:^|[;}\n])\s*(import|export)\s+(type\s+)?(?:[\w*${},\s]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const [, , type, path] of code.matchAll(statement))
    found.push({ path: path!, typeOnly: !!type });
  for (const [, path] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ path: path!, typeOnly: false });
  return found;
}

/** A module specifier resolved to a source file of the repository, or null (a package, JSON). */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = relative(ROOT, join(ROOT, dirname(from), specifier));
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    const full = join(ROOT, candidate);
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(full) && statSync(full).isFile())
      return candidate;
  }
  return null;
}
