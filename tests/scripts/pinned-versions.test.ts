import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Dependencies are pinned to exact versions (docs/architecture.md §6): a range lets a fresh install
// take a release nobody here has run, and the lockfile is not what a reviewer reads.

const manifest = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

describe('package.json', () => {
  it('names an exact version for every dependency', () => {
    const ranged = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter(([, version]) => !/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranged).toEqual([]);
  });
});
