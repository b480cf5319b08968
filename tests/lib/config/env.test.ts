import { findEnvProblems } from '@/lib/config/env';

// What the web app checks before it serves (lib/server/start-check.ts, instrumentation.ts): every
// bad or missing setting is named with its reason, and no value is repeated back.

const GOOD = {
  NODE_ENV: 'production',
  SESSION_PASSWORD: 'p'.repeat(40),
  LOYALTY_CLIENT_ID: 'web-client-1',
  LOYALTY_CLIENT_SECRET: 'c'.repeat(24),
};

describe('findEnvProblems', () => {
  it('finds nothing wrong with a complete environment', () => {
    expect(findEnvProblems(GOOD)).toEqual([]);
    expect(
      findEnvProblems({
        ...GOOD,
        METRICS_TOKEN: 'm'.repeat(32),
        LOG_LEVEL: 'warn',
        KEEP_ALIVE_TIMEOUT: '65000',
      }),
    ).toEqual([]);
  });

  it('takes Google Wallet’s settings all together or not at all, naming what is missing', () => {
    const key = '-----BEGIN PRIVATE KEY-----\\nMIIEv\\n-----END PRIVATE KEY-----';
    const wallet = {
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@amrx.iam.example',
      GOOGLE_WALLET_PRIVATE_KEY: key,
    };
    expect(findEnvProblems({ ...GOOD, ...wallet })).toEqual([]);
    expect(
      findEnvProblems({ ...GOOD, GOOGLE_WALLET_ISSUER_ID: wallet.GOOGLE_WALLET_ISSUER_ID }),
    ).toEqual([
      'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: required with the other GOOGLE_WALLET_ settings',
      'GOOGLE_WALLET_PRIVATE_KEY: required with the other GOOGLE_WALLET_ settings',
    ]);
    const problems = findEnvProblems({ ...GOOD, ...wallet, GOOGLE_WALLET_PRIVATE_KEY: 'secret' });
    expect(problems).toEqual(['GOOGLE_WALLET_PRIVATE_KEY: must be a PEM private key (PKCS #8)']);
  });

  it('names a missing session password as required', () => {
    expect(findEnvProblems({ ...GOOD, SESSION_PASSWORD: undefined })).toEqual([
      'SESSION_PASSWORD: required',
    ]);
  });

  it('names each bad setting once, without its value', () => {
    const problems = findEnvProblems({
      ...GOOD,
      SESSION_PASSWORD: 'short-secret-value',
      UPSTREAM_URL: 'not a url',
      TRUSTED_PROXIES: '10.0.0.1,proxy.example',
      METRICS_TOKEN: 'tiny',
      LOG_LEVEL: 'loud',
      KEEP_ALIVE_TIMEOUT: '65s',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SESSION_PASSWORD',
      'UPSTREAM_URL',
      'TRUSTED_PROXIES',
      'METRICS_TOKEN',
      'LOG_LEVEL',
      'KEEP_ALIVE_TIMEOUT',
    ]);
    const text = problems.join('\n');
    for (const secret of ['short-secret-value', 'not a url', 'proxy.example', 'tiny'])
      expect(text).not.toContain(secret);
  });

  it('requires the client credentials at start: without them no member can sign in', () => {
    expect(
      findEnvProblems({ ...GOOD, LOYALTY_CLIENT_ID: undefined, LOYALTY_CLIENT_SECRET: '' }),
    ).toEqual(['LOYALTY_CLIENT_ID: required', 'LOYALTY_CLIENT_SECRET: required']);
  });
});
