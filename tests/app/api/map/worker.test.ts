import { readFileSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_WORKER_FILE, mapWorkerUrl } from '@/lib/stores/map-worker';

// The store map's worker (app/api/map/worker/route.ts) and the page policy that lets the map fetch
// (middleware.ts): only with a map style set, and then only from the map's origins.

const MAP_SETTINGS = ['MAP_STYLE_URL', 'MAP_ORIGINS'];

async function fresh<T>(load: () => Promise<T>) {
  vi.resetModules(); // the environment is read once per process (lib/config/env.ts)
  return load();
}

const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('the store map’s worker and policy', () => {
  beforeEach(() => {
    process.env.SESSION_PASSWORD = 's'.repeat(48);
  });
  afterEach(() => {
    for (const name of MAP_SETTINGS) delete process.env[name];
  });

  it('has no worker, and no map origin in the page policy, without a style', async () => {
    const { GET } = await fresh(() => import('@/app/api/map/worker/route'));
    expect((await GET()).status).toBe(404);
    const { middleware } = await fresh(() => import('@/middleware'));
    const page = await middleware(new NextRequest('http://app.test/en/locate-brands'));
    expect(directive(page.headers.get('content-security-policy'), 'connect-src')).toEqual([
      "'self'",
    ]);
  });

  it('serves MapLibre’s worker under a policy that reaches the map’s origins only', async () => {
    process.env.MAP_STYLE_URL = 'https://maps.example/styles/gulf.json';
    process.env.MAP_ORIGINS = 'https://tiles.example/v1, https://maps.example';
    const { GET } = await fresh(() => import('@/app/api/map/worker/route'));
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(MAP_WORKER_FILE));
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://maps.example',
      'https://tiles.example',
    ]);

    const { middleware } = await fresh(() => import('@/middleware'));
    const page = await middleware(new NextRequest('http://app.test/en/locate-brands'));
    const pagePolicy = page.headers.get('content-security-policy');
    expect(directive(pagePolicy, 'connect-src')).toEqual([
      "'self'",
      'https://maps.example',
      'https://tiles.example',
    ]);
    // The worker comes from this origin: no blob: or data: worker is allowed.
    expect(directive(pagePolicy, 'worker-src')).toEqual(["'self'"]);
    expect(mapWorkerUrl('6.17.0')).toBe('/api/map/worker?v=6.17.0');
  });

  it('refuses a style that is not a web address', async () => {
    const { findEnvProblems } = await import('@/lib/config/env');
    const base = {
      SESSION_PASSWORD: 's'.repeat(48),
      LOYALTY_CLIENT_ID: 'web-client',
      LOYALTY_CLIENT_SECRET: 'x'.repeat(24),
    };
    expect(findEnvProblems({ ...base, MAP_STYLE_URL: 'file:///etc/passwd' })).toEqual([
      expect.stringMatching(/^MAP_STYLE_URL: /),
    ]);
    expect(findEnvProblems({ ...base, MAP_ORIGINS: 'tiles.example' })).toEqual([
      expect.stringMatching(/^MAP_ORIGINS: /),
    ]);
    expect(findEnvProblems({ ...base, MAP_STYLE_URL: 'https://maps.example/style.json' })).toEqual(
      [],
    );
  });
});
