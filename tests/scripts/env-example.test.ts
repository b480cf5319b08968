import { readFileSync } from 'node:fs';
import { BRAND_CODES } from '@/lib/contract/common';

// .env.example lists every setting the two env.ts files read, so an operator who copies it sees
// them all; a setting added to either schema without a line here fails this test.
const example = readFileSync('.env.example', 'utf8');
const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));

const schemaKeys = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s{2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);

describe('.env.example', () => {
  it('names every setting of the web app and of the loyalty service', () => {
    const keys = [
      ...schemaKeys('lib/config/env.ts'),
      ...schemaKeys('services/loyalty/env.ts'),
      ...BRAND_CODES.map((b) => `LOYALTY_PARTNER_KEY_${b.toUpperCase()}`),
    ];
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((k) => !listed.has(k))).toEqual([]);
  });

  it('is the one env file git keeps', () => {
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('.env');
  });
});
