// Runtimes apart (docs/conventions.md §2): a module runs in the browser, on the server or at the
// edge (middleware.ts), and imports only what runs where it does. The runtime of a module is read
// off the module itself, not a list: a `'use client'` file, or one under a `browser/` folder, runs
// in the browser; `middleware.ts` and a file under an `edge/` folder run at the edge; a file that
// imports 'server-only' (or next/headers) runs on the server only. Type-only imports cost nothing
// at run time and are allowed everywhere.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
const SERVER_SPECIFIERS = new Set(['server-only', 'next/headers']);
const SERVER_MARK = /^\s*import\s+['"]server-only['"];?\s*$/m;

/** The file an import names, or null for a package (other than the server-only markers). */
function resolve(specifier, importer) {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier)
      : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && !file.endsWith('/')) {
      try {
        return { file, text: readFileSync(file, 'utf8') };
      } catch {
        // A folder without an index: try the next extension.
      }
    }
  }
  return null;
}

const inFolder = (file, folder) => file.split(path.sep).includes(folder);

/** Where a module runs, from its path and text: 'browser', 'edge', 'server' or 'any'. */
export function runtimeOf(file, text) {
  if (/^\s*['"]use client['"]/.test(text) || inFolder(file, 'browser')) return 'browser';
  if (path.relative(ROOT, file) === 'middleware.ts' || inFolder(file, 'edge')) return 'edge';
  if (SERVER_MARK.test(text)) return 'server';
  return 'any';
}

/** What a module running in `from` may not import, by the runtime of the import. */
const FORBIDDEN = {
  browser: new Set(['server', 'edge']),
  edge: new Set(['server']),
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports only what runs in its own runtime.' },
    messages: {
      forbidden:
        'A {{from}} module may not import {{specifier}}, which runs {{where}} (docs/conventions.md §2).',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const from = runtimeOf(file, context.sourceCode.text);
    const forbidden = FORBIDDEN[from];
    if (!forbidden) return {};
    const check = (node, source, typeOnly) => {
      if (typeOnly || !source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = SERVER_SPECIFIERS.has(specifier)
        ? 'server'
        : (() => {
            const resolved = resolve(specifier, file);
            return resolved ? runtimeOf(resolved.file, resolved.text) : 'any';
          })();
      if (!forbidden.has(target)) return;
      const where = target === 'server' ? 'on the server only' : 'at the edge';
      context.report({ node, messageId: 'forbidden', data: { from, specifier, where } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

export const runtimeBoundaries = { rules: { 'runtime-boundaries': rule } };
