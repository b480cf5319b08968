import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { ROUTE_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';

// lib/i18n/client-messages.tsx hands the browser only the namespaces each part of the app reads.
// A namespace missing from a list shows its keys in place of text, and only in the browser, so
// these tests read the imports: from each page and layout down to its client components and
// everything they import (lazily loaded parts too), collecting the useTranslations namespaces.

const ROOT = path.resolve(__dirname, '../..');
const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find(
      (file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile(),
    ) ?? null
  );
}

/** Static imports, re-exports and dynamic import() calls. */
const importsOf = (file: string) =>
  [...read(file).matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)]
    .map((match) => resolveImport(file, match[1]!))
    .filter((resolved): resolved is string => resolved !== null);

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(read(file));

/** Namespaces read with useTranslations; '*' for a hook that reads the whole catalogue. */
const namespacesOf = (file: string) =>
  [...read(file).matchAll(/useTranslations\(\s*(?:['"]([^'"]+)['"])?\s*\)/g)].map(
    (match) => match[1] ?? '*',
  );

/** What the client components reached from `entry` read, through server components first. */
function clientNamespaces(entry: string): string[] {
  const found = new Set<string>();
  const client = new Set<string>();
  const server = new Set<string>();
  const visitClient = (file: string) => {
    if (client.has(file)) return;
    client.add(file);
    namespacesOf(file).forEach((namespace) => found.add(namespace));
    importsOf(file).forEach(visitClient);
  };
  const visitServer = (file: string) => {
    if (server.has(file)) return;
    server.add(file);
    if (isClientModule(file)) visitClient(file);
    else importsOf(file).forEach(visitServer);
  };
  visitServer(entry);
  return [...found].sort();
}

function filesNamed(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory()
      ? filesNamed(file, pattern)
      : pattern.test(name)
        ? [file]
        : [];
  });
}

const APP = path.join(ROOT, 'app');
const pages = filesNamed(APP, /^(page|default)\.tsx$/);
const frames = filesNamed(APP, /^(layout|template|error|not-found|loading)\.tsx$/);
const relative = (file: string) => path.relative(ROOT, file);
const sorted = (list: readonly string[]) => [...new Set(list)].sort();

/** The route a page renders, as its routePage, modalPage or RouteMessages call names it. */
function patternOf(page: string): string | null {
  const match = read(page).match(
    /(?:routePage|modalPage)\(\s*'([^']+)'|<RouteMessages pattern="([^"]+)"/,
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

describe('client messages', () => {
  it('finds the pages, the layouts and the client components they reach', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(clientNamespaces(path.join(APP, '[locale]/(main)/rewards/page.tsx'))).toContain(
      'Rewards',
    );
  });

  it('names only namespaces of the catalogue, and no hook reads the whole catalogue', () => {
    const known = Object.keys(en);
    for (const list of [SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES)]) {
      for (const namespace of list) expect(known).toContain(namespace);
    }
    for (const file of [...pages, ...frames])
      expect(clientNamespaces(file), relative(file)).not.toContain('*');
  });

  it('hands the layouts and the error page every namespace their client components read, and no more', () => {
    const frameNamespaces = sorted(frames.flatMap(clientNamespaces));
    expect(sorted(SHELL_NAMESPACES)).toEqual(frameNamespaces);
  });

  it("hands each route's pages every namespace their client components read, and no more", () => {
    const byPattern = new Map<string, string[]>();
    for (const page of pages) {
      const namespaces = clientNamespaces(page);
      const pattern = patternOf(page);
      // A page of no route (the empty modal slot) renders under the layout's messages alone.
      if (!pattern) {
        expect(namespaces, `${relative(page)} reads beyond the shell`).toEqual(
          namespaces.filter((namespace) => SHELL_NAMESPACES.includes(namespace as never)),
        );
        continue;
      }
      byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), ...namespaces]);
    }
    expect(sorted([...byPattern.keys()])).toEqual(sorted(Object.keys(ROUTE_NAMESPACES)));
    for (const [pattern, namespaces] of byPattern) {
      expect(sorted(ROUTE_NAMESPACES[pattern] ?? []), pattern).toEqual(sorted(namespaces));
    }
  });
});
