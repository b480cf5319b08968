import path from 'node:path';
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { runtimeBoundaries } from '@/eslint/runtime-boundaries.mjs';

// The runtime rule of `npm run lint` (eslint/runtime-boundaries.mjs) on samples placed in the
// repository's folders, importing the repository's real modules: each runtime's module is read
// off the module itself.

const ROOT = path.resolve(__dirname, '../..');
const linter = new Linter({ configType: 'flat' });

function problems(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: {
            parser: tsParser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { local: runtimeBoundaries },
          rules: { 'local/runtime-boundaries': 'error' },
        },
      ],
      path.join(ROOT, file),
    )
    .map((m) => m.message);
}

describe('runtime boundaries', () => {
  it("refuses a browser module a server module: 'use client', or under a browser/ folder", () => {
    const client = "'use client';\nimport { getSession } from '@/lib/session/session';\n";
    expect(problems('components/sample/form.tsx', client)).toEqual([
      expect.stringContaining(
        'may not import @/lib/session/session, which runs on the server only',
      ),
    ]);
    const bus = "import { callFromServer } from '@/lib/bff/server-call';\n";
    expect(problems('lib/session/browser/sample.ts', bus)).toHaveLength(1);
    expect(
      problems('components/sample/form.tsx', "'use client';\nimport 'server-only';\n"),
    ).toHaveLength(1);
    // A lazy import is an import all the same.
    expect(
      problems(
        'components/sample/form.tsx',
        "'use client';\nvoid import('@/lib/session/member');\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a browser module an edge module, and an edge module a server module', () => {
    expect(
      problems(
        'components/sample/form.tsx',
        "'use client';\nimport { readSealedSession } from '@/lib/session/edge/session-cookie';\n",
      ),
    ).toHaveLength(1);
    expect(
      problems('middleware.ts', "import { currentMember } from '@/lib/session/member';\n"),
    ).toHaveLength(1);
  });

  it('allows types across runtimes, shared modules anywhere, and a server module on the server', () => {
    const typesOnly =
      "'use client';\nimport type { SessionData } from '@/lib/session/edge/session-cookie';\n";
    expect(problems('components/sample/form.tsx', typesOnly)).toEqual([]);
    const shared = "'use client';\nimport { routePath } from '@/lib/navigation/route-paths';\n";
    expect(problems('components/sample/form.tsx', shared)).toEqual([]);
    const server = "import { getSession } from '@/lib/session/session';\n";
    expect(problems('components/sample/body.tsx', server)).toEqual([]);
    const browserBus =
      "'use client';\nimport { setSigningOutHere } from '@/lib/session/browser/session-ended';\n";
    expect(problems('components/sample/form.tsx', browserBus)).toEqual([]);
  });
});
