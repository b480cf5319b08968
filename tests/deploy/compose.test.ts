import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { PINNED_IMAGE, dockerHealthcheck } from '@/tests/deploy/support/dockerfile';

// compose.yaml cannot be run here (no container engine), so it is held to the Compose
// Specification's JSON schema (the copy dclint ships, which follows compose-spec) and to what an
// operator needs from it: every container restarts and reports when it is ready, each waits for
// what it needs to be ready, images are pinned, and only the HTTPS proxy is reachable from outside.

interface Service {
  image?: string;
  build?: { dockerfile: string };
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
}
interface Compose {
  services: Record<string, Service>;
}

const text = readFileSync('compose.yaml', 'utf8');
const compose = parse(text) as Compose;
const services = Object.entries(compose.services);
const schema = JSON.parse(
  readFileSync('node_modules/dclint/schemas/compose.schema.json', 'utf8'),
) as { $schema?: string };
// It is draft-07, Ajv's own default, but names the draft by an address Ajv does not register.
delete schema.$schema;
// The schema's formats (durations, ports) are Compose's own, not JSON Schema's: shape only.
const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
  schema,
);

describe('compose.yaml', () => {
  it('follows the Compose Specification', () => {
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The validator refuses what compose refuses, so the line above is not vacuous.
    const misspelt = structuredClone(compose) as unknown as Record<string, object>;
    (misspelt.services as Record<string, object>).db = { ...compose.services.db, helthcheck: {} };
    expect(validate(misspelt)).toBe(false);
  });

  it('restarts every container and checks each is ready, by its own check or its image’s', () => {
    expect(services.map(([name]) => name).sort()).toEqual(['db', 'proxy', 'service', 'web']);
    for (const [name, s] of services) {
      expect(s.restart, name).toBe('unless-stopped');
      const check = s.healthcheck?.test ?? (s.build && dockerHealthcheck(s.build.dockerfile));
      expect(check, `${name} has no health check`).toBeTruthy();
    }
  });

  it('starts each part only once what it needs is healthy', () => {
    const needs = Object.fromEntries(services.map(([name, s]) => [name, s.depends_on]));
    expect(needs).toEqual({
      db: undefined,
      service: { db: { condition: 'service_healthy' } },
      web: { service: { condition: 'service_healthy' } },
      proxy: { web: { condition: 'service_healthy' } },
    });
  });

  it('pins every image by exact version and digest', () => {
    const images = services.flatMap(([, s]) => (s.image ? [s.image] : []));
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(PINNED_IMAGE);
  });

  it('publishes only the proxy’s HTTPS and redirect ports', () => {
    const published = services.filter(([, s]) => s.ports).map(([name, s]) => [name, s.ports]);
    expect(published).toEqual([['proxy', ['80:80', '443:443', '443:443/udp']]]);
    expect(text).not.toMatch(/^\s*expose:/m);
  });

  it('puts the proxy in front of the web app, which believes only the proxy', () => {
    const { proxy, web } = compose.services;
    expect(proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(readFileSync('deploy/Caddyfile', 'utf8')).toContain(
      `reverse_proxy web:${web!.environment!.PORT}`,
    );
    expect(readFileSync('deploy/Caddyfile', 'utf8')).toMatch(/^\ttls \{\$CADDY_TLS:internal\}$/m);
    const edge = (proxy!.networks as Record<string, { ipv4_address: string }>).edge!;
    expect(web!.environment!.TRUSTED_PROXIES).toBe(edge.ipv4_address);
  });

  it('refuses to start without a secret the programs need, and .env.example names each', () => {
    const required = [...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!);
    expect(new Set(required)).toEqual(
      new Set([
        'POSTGRES_PASSWORD',
        'SESSION_PASSWORD',
        'SMS_WEBHOOK_URL',
        'LOYALTY_CLIENT_ID',
        'LOYALTY_CLIENT_SECRET',
        'LOYALTY_BFF_SECRET',
        'LOYALTY_LOOKUP_SECRET',
      ]),
    );
    const example = readFileSync('.env.example', 'utf8');
    for (const name of text.matchAll(/\$\{([A-Z0-9_]+)[:}-]/g))
      expect(example, `${name[1]} is not in .env.example`).toMatch(
        new RegExp(`^#? ?${name[1]}=`, 'm'),
      );
  });

  // Where Caddy is installed; elsewhere skipped (its image is pinned above, not installed here).
  it.skipIf(spawnSync('caddy', ['version']).status !== 0)(
    'gives Caddy a valid Caddyfile, for one machine and for a public host name',
    () => {
      for (const env of [
        {},
        { CADDY_SITE_ADDRESS: 'loyalty.example.com', CADDY_TLS: 'ops@example.com' },
      ])
        expect(() =>
          execFileSync(
            'caddy',
            ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
            {
              env: { ...process.env, ...env },
              stdio: 'pipe',
            },
          ),
        ).not.toThrow();
    },
  );

  it('mounts only files the repository has', () => {
    for (const [, s] of services)
      for (const volume of s.volumes ?? [])
        if (volume.startsWith('./')) expect(existsSync(volume.split(':')[0]!)).toBe(true);
  });
});
