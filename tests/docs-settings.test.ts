import { readFileSync } from 'node:fs';
import { BRAND_CODES } from '@/lib/contract/common';

// The settings an operator reads about and the settings the code reads are the same list: every
// key of the two zod schemas (lib/config/env.ts, services/loyalty/env.ts) is in .env.example and
// in a settings table of docs/production.md, and nothing those, README.md or
// services/loyalty/README.md document is unknown to the code. The keys are read from the schema
// files themselves, so a setting added there without its documentation fails here.

const read = (file: string) => readFileSync(file, 'utf8');
const PARTNER_KEYS = BRAND_CODES.map((b) => `LOYALTY_PARTNER_KEY_${b.toUpperCase()}`);

/** The keys of a schema file's z.object: the names at the object's two-space indent. */
const schemaKeys = (file: string) => {
  const text = read(file);
  const keys = [...text.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
  // services/loyalty/env.ts builds one key per brand from BRAND_CODES.
  return text.includes('LOYALTY_PARTNER_KEY_${') ? [...keys, ...PARTNER_KEYS] : keys;
};

/**
 * Settings no env.ts reads, each with the file that reads it; that file must still name it, so an
 * entry does not outlive its reader.
 */
const READ_ELSEWHERE: Record<string, string> = {
  // Next's standalone server's port and address, set by the production start.
  PORT: 'scripts/prod-commands.mjs',
  HOSTNAME: 'scripts/prod-commands.mjs',
  // Build time only: source maps uploaded to Sentry.
  SENTRY_AUTH_TOKEN: 'next.config.ts',
  SENTRY_ORG: 'next.config.ts',
  SENTRY_PROJECT: 'next.config.ts',
  // The containers: the database role's password, and the HTTPS proxy's host name and certificate.
  POSTGRES_PASSWORD: 'compose.yaml',
  CADDY_SITE_ADDRESS: 'deploy/Caddyfile',
  CADDY_TLS: 'deploy/Caddyfile',
};

/**
 * The names in the first column of every settings table of a Markdown file: a table whose first
 * header is "variable", "setting" or "secret". `_PHD` after `LOYALTY_PARTNER_KEY_KFC` is short for
 * `LOYALTY_PARTNER_KEY_PHD`, and `<BRAND>` stands for each brand code.
 */
function documented(file: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of read(file).split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const first = line.split('|')[1]!.trim();
    if (/^(variable|setting|secret)$/i.test(first)) inTable = true;
    if (!inTable) continue;
    let prefix = '';
    for (const [, token] of first.matchAll(/`([^`]+)`/g)) {
      if (/^_[A-Z0-9]+$/.test(token!)) names.push(prefix + token);
      else if (token!.endsWith('_<BRAND>')) names.push(...PARTNER_KEYS);
      else if (/^[A-Z][A-Z0-9_]+$/.test(token!)) {
        names.push(token!);
        prefix = token!.slice(0, token!.lastIndexOf('_'));
      }
    }
  }
  return names;
}

/** The names .env.example sets or shows commented out. */
const exampled = () =>
  [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

const webKeys = schemaKeys('lib/config/env.ts');
const serviceKeys = schemaKeys('services/loyalty/env.ts');
const known = new Set([...webKeys, ...serviceKeys, ...Object.keys(READ_ELSEWHERE)]);
const missing = (keys: string[], place: string[]) => keys.filter((k) => !place.includes(k));

describe('settings: code, .env.example and the documentation agree', () => {
  it('reads the schema keys of both programs', () => {
    expect(webKeys).toContain('SESSION_PASSWORD');
    expect(serviceKeys).toContain('LOYALTY_LOOKUP_SECRET');
    expect(serviceKeys).toContain('LOYALTY_PARTNER_KEY_KFC');
  });

  it('lists every setting of the code in .env.example', () => {
    expect(missing([...webKeys, ...serviceKeys], exampled())).toEqual([]);
  });

  it('documents every setting of the code in docs/production.md’s tables', () => {
    const tables = documented('docs/production.md');
    expect({
      web: missing(webKeys, tables),
      service: missing(serviceKeys, tables),
    }).toEqual({ web: [], service: [] });
  });

  it('documents no setting the code does not read', () => {
    const unknown = Object.fromEntries(
      [
        ['.env.example', exampled()],
        ...['docs/production.md', 'README.md', 'services/loyalty/README.md'].map(
          (file) => [file, documented(file)] as const,
        ),
      ].map(([file, names]) => [file, [...new Set(names)].filter((n) => !known.has(n))]),
    );
    expect(unknown).toEqual({
      '.env.example': [],
      'docs/production.md': [],
      'README.md': [],
      'services/loyalty/README.md': [],
    });
  });

  it('names each setting read outside env.ts in the file that reads it', () => {
    for (const [name, reader] of Object.entries(READ_ELSEWHERE))
      expect(read(reader), `${reader} no longer reads ${name}`).toContain(name);
  });
});
