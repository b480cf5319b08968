import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { runtimeBoundaries } from './eslint/runtime-boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/bare/.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'services/loyalty/migrations/**',
      'services/loyalty/dist/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // Browser, edge and server modules apart (eslint/runtime-boundaries.mjs, docs/conventions.md §2).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'middleware.ts'],
    plugins: { local: runtimeBoundaries },
    rules: { 'local/runtime-boundaries': 'error' },
  },
  // Screens ask lib/session for the member or a sign-in under way (member.ts, sign-in.ts), never
  // for the session itself: its cookie and storage are the BFF's and the middleware's.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/session/session', '@/lib/session/edge/*'],
              message:
                'Session internals: read the member (lib/session/member.ts) or the sign-in under way (lib/session/sign-in.ts).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
