import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
