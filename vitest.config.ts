import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// Two projects: plain Node for libraries, the service and route handlers (*.test.ts),
// happy-dom for React components (*.test.tsx).
export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Outside Next's react-server build the real module throws by design.
      'server-only': `${root}tests/support/server-only.ts`,
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
