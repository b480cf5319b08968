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

  it('takes Apple Wallet’s settings all together or not at all, naming what is missing', () => {
    const cert = '-----BEGIN CERTIFICATE-----\\nMIIC\\n-----END CERTIFICATE-----';
    const wallet = {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.com.amrx.rewards',
      APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      APPLE_WALLET_SIGNER_CERT: cert,
      APPLE_WALLET_SIGNER_KEY:
        '-----BEGIN ENCRYPTED PRIVATE KEY-----\\nMIIF\\n-----END ENCRYPTED PRIVATE KEY-----',
      APPLE_WALLET_WWDR_CERT: cert,
    };
    expect(findEnvProblems({ ...GOOD, ...wallet })).toEqual([]);
    expect(
      findEnvProblems({ ...GOOD, ...wallet, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: 'p' }),
    ).toEqual([]);
    // The passphrase alone is no half of the group: a key may have none.
    expect(findEnvProblems({ ...GOOD, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: 'p' })).toEqual([]);
    expect(
      findEnvProblems({ ...GOOD, APPLE_WALLET_PASS_TYPE_ID: wallet.APPLE_WALLET_PASS_TYPE_ID }),
    ).toEqual([
      'APPLE_WALLET_TEAM_ID: required with the other APPLE_WALLET_ settings',
      'APPLE_WALLET_SIGNER_CERT: required with the other APPLE_WALLET_ settings',
      'APPLE_WALLET_SIGNER_KEY: required with the other APPLE_WALLET_ settings',
      'APPLE_WALLET_WWDR_CERT: required with the other APPLE_WALLET_ settings',
    ]);
    expect(
      findEnvProblems({
        ...GOOD,
        ...wallet,
        APPLE_WALLET_WWDR_CERT: 'wwdr.pem',
        APPLE_WALLET_TEAM_ID: 'team',
      }),
    ).toEqual([
      'APPLE_WALLET_TEAM_ID: must be the 10-character team id',
      'APPLE_WALLET_WWDR_CERT: must be a PEM certificate',
    ]);
  });

  it('takes the store map’s style and origins over https, plain http only on localhost', () => {
    const map = {
      MAP_STYLE_URL: 'https://tiles.example/styles/streets.json',
      MAP_ORIGINS: 'https://tiles.example, https://fonts.example/glyphs',
    };
    expect(findEnvProblems({ ...GOOD, ...map })).toEqual([]);
    expect(
      findEnvProblems({
        ...GOOD,
        MAP_STYLE_URL: 'http://127.0.0.1:4312/style.json',
        MAP_ORIGINS: 'http://localhost:4312',
      }),
    ).toEqual([]);
    expect(
      findEnvProblems({
        ...GOOD,
        MAP_STYLE_URL: 'http://tiles.example/styles/streets.json',
        MAP_ORIGINS: 'https://tiles.example,http://fonts.example',
      }),
    ).toEqual([
      'MAP_STYLE_URL: must be https (http only on localhost)',
      'MAP_ORIGINS: entry 2: must be https (http only on localhost)',
    ]);
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
