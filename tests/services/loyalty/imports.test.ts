import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The loyalty service is its own program: of the web app's code it may use only the shared
// contract (lib/contract/), the leaf both sides agree on, and the two leaves that say what personal
// data is, so both programs' logs and error reports keep the same out (docs/quality.md §2
// "Personal data"): they import nothing themselves.
const SHARED_LEAVES = ['lib/observability/scrub', 'lib/observability/redacted-fields'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the loyalty service', () => {
  it('imports nothing from the web app but the shared contract', () => {
    const reaching = sources('services')
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '(@\/[^']+)'/g)].map(
          (m) => `${file}: ${m[1]}`,
        ),
      )
      .filter((line) => !/: @\/(services|lib\/contract)\//.test(line))
      .filter((line) => !SHARED_LEAVES.some((leaf) => line.endsWith(`: @/${leaf}`)));
    expect(reaching).toEqual([]);
  });

  it('shares only leaves that import nothing', () => {
    for (const leaf of SHARED_LEAVES)
      expect(readFileSync(`${leaf}.ts`, 'utf8'), leaf).not.toMatch(/^import /m);
  });
});
