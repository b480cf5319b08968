import { ROUTE_PATTERNS } from '@/lib/navigation/route-paths';
import { codeOf, readSource, sourceFilesUnder } from '@/tests/support/source-code';

// Every internal link, router call and redirect takes its path from routePath
// (lib/navigation/route-paths.ts, docs/conventions.md §4), so a route's path is written once and
// a renamed route cannot leave a link behind. No app path is written as a literal in app/,
// components/ or lib/, outside the module that defines the patterns.

const SCANNED = ['app', 'components', 'lib'];
/** Where the patterns are written: the table of paths, and the offline page's for the service worker. */
const DEFINITIONS = new Set(['lib/navigation/route-paths.ts', 'lib/pwa/offline-path.ts']);

/**
 * A literal app path: a quote, then `/` and a letter. Not the API, not Next's files and not a
 * file (`/rewards/default-card.svg`, `/offline.html`): those are no routes.
 */
const APP_PATH = String.raw`(['"\x60])\/(?!api\/|_next\/)[A-Za-z][\w\-/]*(?![\w\-/]*\.\w+)`;

/** A literal path handed to what navigates. */
const TARGETS: [string, RegExp][] = [
  ['a link to a literal path', new RegExp(String.raw`\b(?:href|to)=\{?\s*${APP_PATH}`)],
  ['a literal href or pathname', new RegExp(String.raw`\b(?:href|pathname)\s*:\s*${APP_PATH}`)],
  [
    'a router call or redirect to a literal path',
    new RegExp(
      String.raw`\b(?:push|replace|prefetch|redirect|permanentRedirect|assign|finish)\(\s*\{?\s*(?:href\s*:\s*)?${APP_PATH}`,
    ),
  ],
];

/** A string literal of a line, its `${…}` parts marked, for the route-table check below. */
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const HOLE = '\u0000';

const PATTERNS = Object.values(ROUTE_PATTERNS).map((p) => p.split('/').filter(Boolean));

/**
 * Whether a string literal holds a path of the route table: at its start or after a `${…}`
 * (`${base}/login-alert`), up to a query, a fragment or the value that ends it; a `${…}` segment
 * stands for a param (`/voucher/detail/${brand}/${id}`).
 */
function holdsRoutePath(literal: string): boolean {
  const value = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, HOLE);
  for (let at = 0; at < value.length; at++) {
    if (value[at] !== '/' || (at > 0 && value[at - 1] !== HOLE)) continue;
    const path = value.slice(at).split(/[?#]/)[0]!;
    const segments = path.split('/').filter(Boolean);
    // `/login${search}`: what follows the last segment is its query.
    const last = segments.length - 1;
    if (last >= 0 && !segments[last]!.startsWith(HOLE))
      segments[last] = segments[last]!.split(HOLE)[0]!;
    const matches = PATTERNS.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((want, i) =>
          want.startsWith(':') ? segments[i] !== '' : want === segments[i],
        ),
    );
    if (matches) return true;
  }
  return false;
}

function offences(text: string): string[] {
  const found: string[] = [];
  codeOf(text)
    .split('\n')
    .forEach((line, i) => {
      const rules = TARGETS.filter(([, pattern]) => pattern.test(line)).map(([rule]) => rule);
      if ((line.match(STRING) ?? []).some(holdsRoutePath)) rules.push('a path of the route table');
      if (rules.length > 0) found.push(`${i + 1}: ${rules.join(', ')}: ${line.trim()}`);
    });
  return found;
}

describe('app paths come from routePath, never a literal', () => {
  it('catches each way of writing one', () => {
    const samples = [
      '<Link href="/login" replace>',
      "router.replace('/verify-otp');",
      'router.push(`/voucher/detail/${brand}/${id}`);',
      "href={{ pathname: '/locate-brands', query }}",
      'href={`/rewards?brand=${code}`}',
      "{ href: '/faq', label: 'faq' },",
      'redirect({ href: `/login${search}`, locale });',
      "redirect('/a-page-not-in-the-table-yet');",
      "finish('/home');",
      "const PATHS = new Set(['/terms', '/privacy']);",
      "if (pathname === '/profile/manage-account') return null;",
      'window.location.replace(`${prefix}/login-alert`);',
      'const target = `/${locale}/login${search}`;',
    ];
    for (const sample of samples) expect(offences(sample), sample).not.toEqual([]);
  });

  it('lets through what is no route, and a path built by routePath', () => {
    const fine = [
      "router.replace(routePath('login'));",
      "href={routePath('rewardDetail', { brand, id })}",
      "href={{ pathname: routePath('rewards'), query: { brand } }}",
      "// router.replace('/login') once did this",
      '{/* <Link href="/login"> */}',
      "await fetch('/api/amr-loyalty/login');",
      "export const DEFAULT_CARD_IMAGE = '/rewards/default-card.svg';",
      '<a href="/offline.html">',
      '<a href="https://brand.example/login">',
      "const active = pathname === '/' ? home : pathname;",
      "const shell = `/${locale}${routePath('offline')}`;",
    ];
    for (const sample of fine) expect(offences(sample), sample).toEqual([]);
  });

  it('finds none in app/, components/ or lib/', () => {
    const files = SCANNED.flatMap(sourceFilesUnder).filter((file) => !DEFINITIONS.has(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => offences(readSource(file)).map((o) => `${file}:${o}`));
    expect(found).toEqual([]);
  });
});
