import { readFileSync } from 'node:fs';
import { prodEnv } from '@/scripts/prod-commands.mjs';

// The environment `npm run start:prod` gives the two production processes.

describe('prodEnv', () => {
  it('holds idle connections 65 s unless the environment says otherwise', () => {
    expect(prodEnv({}).KEEP_ALIVE_TIMEOUT).toBe('65000');
    expect(prodEnv({ KEEP_ALIVE_TIMEOUT: '120000' }).KEEP_ALIVE_TIMEOUT).toBe('120000');
  });

  it('runs in production on every interface, keeping what else it was given', () => {
    expect(prodEnv({ PORT: '8080', UPSTREAM_URL: 'http://service:4100' })).toMatchObject({
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '0.0.0.0',
      PORT: '8080',
      UPSTREAM_URL: 'http://service:4100',
    });
    expect(prodEnv({}).PORT).toBe('3000');
  });

  it("is a setting Next's standalone server reads", () => {
    // The template of .next/standalone/server.js (next build, output: 'standalone').
    const template = readFileSync('node_modules/next/dist/build/utils.js', 'utf8');
    expect(template).toContain('parseInt(process.env.KEEP_ALIVE_TIMEOUT, 10)');
  });
});
