import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { ROUTES, routeNamespaces, type RouteName } from '@/lib/navigation/routes';
import {
  codeOf,
  importsOf,
  isClientModule,
  readSource,
  resolveImport,
  sourceFilesUnder,
} from '@/tests/support/source-code';

// The browser gets only the message namespaces a route names (lib/i18n/client-messages.tsx), and
// those lists are written by hand (lib/navigation/routes.ts, lib/i18n/namespaces.ts). This reads
// them off the code instead: from each page file of a route (app/[locale]/**/page.tsx, which
// names its route in routePage or modalPage), along the static and lazy imports, through every
// client module ('use client' files and all they import), collecting useTranslations('X'). A
// route whose pages' client code reads a namespace its pages are not handed fails, naming the
// namespace and the file that reads it; so does a namespace a route lists that none of its
// client code reads (it only weighs on the page's HTML). The layouts' client parts are held to
// SHELL_NAMESPACES the same way.

const TRANSLATIONS = /\buseTranslations\(\s*(?:(['"])(\w+)\1)?\s*\)/g;

type Reads = Map<string, string>; // namespace → the first client module found reading it

/** The namespaces read by the client modules reachable from `entry` (a server module). */
function clientReads(entry: string): { reads: Reads; unknown: string[] } {
  const reads: Reads = new Map();
  const unknown: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const text = readSource(file);
    const inClient = client || isClientModule(text);
    if (inClient) {
      for (const [call, , namespace] of codeOf(text).matchAll(TRANSLATIONS)) {
        if (!namespace) unknown.push(`${file}: ${call}`);
        else if (!reads.has(namespace)) reads.set(namespace, file);
      }
    }
    for (const { path, typeOnly } of importsOf(text)) {
      if (typeOnly) continue;
      const target = resolveImport(file, path);
      if (target) visit(target, inClient);
    }
  };
  visit(entry, false);
  return { reads, unknown };
}

const PAGE_FILES = sourceFilesUnder('app/[locale]').filter((f) => f.endsWith('/page.tsx'));

/** A page file's route: the name it hands routePage or modalPage. */
function routeOf(file: string): RouteName | null {
  const named = /\b(?:routePage|modalPage)\(\s*'(\w+)'/.exec(codeOf(readSource(file)));
  return (named?.[1] as RouteName | undefined) ?? null;
}

const pagesOf = new Map<RouteName, string[]>();
for (const file of PAGE_FILES) {
  const route = routeOf(file);
  if (route) pagesOf.set(route, [...(pagesOf.get(route) ?? []), file]);
}

const routeReads = new Map<RouteName, { reads: Reads; unknown: string[] }>();

/** What the client code of all a route's page files reads (a modal has two: in-app and hard load). */
function readsOfRoute(route: RouteName): { reads: Reads; unknown: string[] } {
  const known = routeReads.get(route);
  if (known) return known;
  const reads: Reads = new Map();
  const unknown: string[] = [];
  for (const page of pagesOf.get(route) ?? []) {
    const found = clientReads(page);
    for (const [namespace, file] of found.reads)
      if (!reads.has(namespace)) reads.set(namespace, file);
    unknown.push(...found.unknown);
  }
  routeReads.set(route, { reads, unknown });
  return { reads, unknown };
}

describe('message namespaces follow the client code', () => {
  it('follows static, re-exported and lazy imports, not type-only ones', () => {
    const sample = [
      "'use client';",
      "import { a, type B } from '@/lib/a';",
      "import type { C } from './c';",
      "export { d } from './d';",
      "import './e.css';",
      "const F = dynamic(() => import('./f').then((m) => m.F, orOffline));",
      "// import { g } from './g';",
    ].join('\n');
    expect(importsOf(sample)).toEqual([
      { path: '@/lib/a', typeOnly: false },
      { path: './c', typeOnly: true },
      { path: './d', typeOnly: false },
      { path: './e.css', typeOnly: false },
      { path: './f', typeOnly: false },
    ]);
    expect(isClientModule(sample)).toBe(true);
    expect(isClientModule("import 'server-only';\n'use client';")).toBe(false);
  });

  it('collects from client modules only: the modal frame, not the builder that renders it', () => {
    const { reads } = clientReads('components/modal/modal-page.tsx');
    expect(reads.get('RouteModal')).toBe('components/modal/route-modal.tsx');
    // getTranslations('Modals') is read on the server.
    expect(reads.has('Modals')).toBe(false);
  });

  it('finds every route of the table among the page files', () => {
    for (const { name } of ROUTES) expect(pagesOf.get(name), name).toBeDefined();
  });

  it("hands each route's pages every namespace their client code reads", () => {
    const missing = ROUTES.flatMap(({ name }) => {
      const given = new Set(routeNamespaces(name));
      return [...readsOfRoute(name).reads]
        .filter(([namespace]) => !given.has(namespace as never))
        .map(([namespace, file]) => `${name}: lacks '${namespace}', read by ${file}`);
    });
    expect(missing).toEqual([]);
  });

  it('lists no namespace a route’s client code does not read', () => {
    const unread = ROUTES.flatMap(({ name, messages }) => {
      const { reads } = readsOfRoute(name);
      return messages
        .filter((namespace) => !reads.has(namespace))
        .map((namespace) => `${name}: lists '${namespace}', which none of its client code reads`);
    });
    expect(unread).toEqual([]);
  });

  it('can tell the namespace of every useTranslations in client code', () => {
    const unknown = ROUTES.flatMap(({ name }) => readsOfRoute(name).unknown);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it("hands the layouts' client parts SHELL_NAMESPACES", () => {
    const layouts = sourceFilesUnder('app/[locale]').filter((f) =>
      /\/(layout|error|not-found)\.tsx$/.test(f),
    );
    expect(layouts.length).toBeGreaterThanOrEqual(3);
    const shell = new Set<string>(SHELL_NAMESPACES);
    const missing = layouts.flatMap((layout) =>
      [...clientReads(layout).reads]
        .filter(([namespace]) => !shell.has(namespace))
        .map(([namespace, file]) => `${layout}: lacks '${namespace}', read by ${file}`),
    );
    expect(missing).toEqual([]);
  });
});
