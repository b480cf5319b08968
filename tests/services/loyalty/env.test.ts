import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_DEFAULTS } from '@/services/loyalty/db/client';
import { loadServiceEnv } from '@/services/loyalty/env';

// Every setting is checked before the service listens, and one line names each bad one
// (docs/production.md §3); demo mode stays on this machine (docs/production.md §2 Demo mode).

const PRODUCTION = {
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  LOYALTY_CLIENT_ID: 'client-0001',
  LOYALTY_CLIENT_SECRET: 'client-secret-0123456789',
  LOYALTY_LOOKUP_SECRET: 'lookup-secret-0123456789abcdef0123456789',
};
const production = (env: Record<string, string> = {}) =>
  loadServiceEnv({ ...PRODUCTION, ...env }, { demo: false });
const demo = (env: Record<string, string> = {}) => loadServiceEnv(env, { demo: true });
const problemsOf = (load: () => unknown): string => {
  try {
    load();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the settings to be refused');
};

describe('the listening address', () => {
  it('is this machine only in demo mode, every address otherwise, unless LOYALTY_HOST says', () => {
    expect(demo().host).toBe('127.0.0.1');
    expect(production().host).toBe('0.0.0.0');
    expect(production({ LOYALTY_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(demo({ LOYALTY_HOST: '::1' }).host).toBe('::1');
    expect(demo({ LOYALTY_HOST: 'localhost' }).host).toBe('localhost');
  });

  it('refuses demo mode on an address other hosts can reach', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'loyalty.internal'])
      expect(problemsOf(() => demo({ LOYALTY_HOST: host }))).toMatch(/LOYALTY_HOST: .*loopback/);
  });
});

describe('fallback secrets', () => {
  it('exist in demo mode only: outside it a brand without a key has none', () => {
    expect(Object.keys(demo().settings.partnerKeys).length).toBeGreaterThan(0);
    expect(production().settings.partnerKeys).toEqual({});
    expect(
      production({ LOYALTY_PARTNER_KEY_KFC: 'kfc-partner-key-0123456789' }).settings.partnerKeys,
    ).toEqual({ KFC: 'kfc-partner-key-0123456789' });
  });
});

describe('a bad setting', () => {
  it('names every bad setting on one line', () => {
    const message = problemsOf(() =>
      loadServiceEnv(
        { LOYALTY_PORT: 'eighty', DATABASE_URL: 'not-a-url', LOYALTY_CLIENT_SECRET: 'short' },
        { demo: false },
      ),
    );
    expect(message.split('\n')).toHaveLength(1);
    for (const name of [
      'LOYALTY_PORT',
      'DATABASE_URL',
      'LOYALTY_CLIENT_SECRET',
      'SMS_WEBHOOK_URL',
      'LOYALTY_CLIENT_ID',
      'LOYALTY_LOOKUP_SECRET',
    ])
      expect(message).toContain(`${name}: `);
  });

  it('says a DATABASE_URL is not a PostgreSQL URL, without repeating it', () => {
    for (const url of ['not-a-url', 'mysql://u:secret@db/x', 'postgres://']) {
      const message = problemsOf(() => production({ DATABASE_URL: url }));
      expect(message).toMatch(/DATABASE_URL: not a PostgreSQL URL/);
      expect(message).not.toContain('secret');
    }
    expect(production({ DATABASE_URL: 'postgres://u:p@db:5432/loyalty' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/loyalty',
    );
    expect(production({ DATABASE_URL: 'postgresql:///loyalty?host=/run/pg' }).databaseUrl).toBe(
      'postgresql:///loyalty?host=/run/pg',
    );
  });

  it('checks the process settings: grace, metrics, database limits', () => {
    const env = production();
    expect(env.shutdownGraceSeconds).toBe(20);
    expect(env.metrics).toBeNull();
    // The migration lock's wait is fixed in code (docs/production.md §3), the rest settable.
    expect({ ...env.database, migrationLockTimeoutMs: 0 }).toEqual({
      ...DATABASE_DEFAULTS,
      migrationLockTimeoutMs: 0,
    });
    expect(production({ LOYALTY_DB_CONNECT_TIMEOUT_MS: '1500' }).database.connectTimeoutMs).toBe(
      1500,
    );
    expect(production({ LOYALTY_METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    const message = problemsOf(() =>
      production({
        LOYALTY_SHUTDOWN_GRACE_SECONDS: '-1',
        LOYALTY_METRICS_PORT: '70000',
        LOYALTY_DB_POOL_SIZE: '0',
        LOYALTY_DB_CONNECT_TIMEOUT_MS: '0',
        LOYALTY_DB_STATEMENT_TIMEOUT_MS: 'soon',
        SENTRY_DSN: 'not a dsn',
      }),
    );
    for (const name of [
      'LOYALTY_SHUTDOWN_GRACE_SECONDS',
      'LOYALTY_METRICS_PORT',
      'LOYALTY_DB_POOL_SIZE',
      'LOYALTY_DB_CONNECT_TIMEOUT_MS',
      'LOYALTY_DB_STATEMENT_TIMEOUT_MS',
      'SENTRY_DSN',
    ])
      expect(message).toContain(`${name}: `);
  });
});

describe('Apple push settings (APNS_*)', () => {
  const pkcs8 = (namedCurve: string) =>
    generateKeyPairSync('ec', { namedCurve })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
  // As an env file holds it: one line, newlines written as \n.
  const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
  const key = pkcs8('prime256v1');
  const APNS = {
    APNS_KEY_ID: 'ABCDE12345',
    APNS_TEAM_ID: 'TEAM123456',
    APNS_PRIVATE_KEY: oneLine(key),
  };

  it('are off when none is set, and give the key, team and Apple’s host when all are', () => {
    expect(production().settings.applePush).toBeNull();
    expect(demo().settings.applePush).toBeNull();
    expect(production(APNS).settings.applePush).toEqual({
      keyId: 'ABCDE12345',
      teamId: 'TEAM123456',
      privateKey: key.trim(),
      host: 'https://api.push.apple.com',
    });
  });

  it('are all or none: the start names each one missing', () => {
    const message = problemsOf(() => production({ APNS_KEY_ID: APNS.APNS_KEY_ID }));
    expect(message).toMatch(/APNS_TEAM_ID: required with the other APNS_ settings/);
    expect(message).toMatch(/APNS_PRIVATE_KEY: required with the other APNS_ settings/);
    expect(message).not.toContain('APNS_KEY_ID');
    const hostAlone = problemsOf(() => demo({ APNS_HOST: 'https://api.push.apple.com' }));
    for (const name of ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_PRIVATE_KEY'])
      expect(hostAlone).toContain(`${name}: required`);
  });

  it('take a P-256 .p8 key and 10-character ids only, never quoting the key', () => {
    const message = problemsOf(() =>
      production({ APNS_KEY_ID: 'short', APNS_TEAM_ID: 'team123456', APNS_PRIVATE_KEY: 'x' }),
    );
    for (const name of ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_PRIVATE_KEY'])
      expect(message).toContain(`${name}: `);
    for (const wrong of [
      oneLine(pkcs8('secp384r1')),
      oneLine(
        generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
          .privateKey.export({ type: 'sec1', format: 'pem' })
          .toString(),
      ),
    ]) {
      const refused = problemsOf(() => production({ ...APNS, APNS_PRIVATE_KEY: wrong }));
      expect(refused).toMatch(/APNS_PRIVATE_KEY: expected the .p8 key/);
      expect(refused).not.toContain(wrong.slice(40, 80));
    }
  });

  it('send to https, or to plain http on this machine only (a test’s stand-in)', () => {
    const host = (APNS_HOST: string) => production({ ...APNS, APNS_HOST }).settings.applePush?.host;
    expect(host('https://api.sandbox.push.apple.com/')).toBe('https://api.sandbox.push.apple.com');
    expect(host('http://127.0.0.1:8443')).toBe('http://127.0.0.1:8443');
    expect(host('http://localhost:8443')).toBe('http://localhost:8443');
    for (const bad of [
      'http://api.push.apple.com',
      'https://x@api.push.apple.com',
      'https://api.push.apple.com/3/device',
      'api.push.apple.com',
    ])
      expect(problemsOf(() => production({ ...APNS, APNS_HOST: bad }))).toMatch(
        /APNS_HOST: expected an https:\/\/ origin/,
      );
  });
});
