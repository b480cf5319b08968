import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SAVE_URL } from '@/lib/wallet/google-pass';

// POST /api/wallet/google (docs/product.md §4 Member card in the phone's wallet): only with the
// issuer's settings, only from the app's own pages, and the member's new pass card signed into a
// save link; the service's refusal (a session that has ended) is passed on.

const callFromServer = vi.fn();
vi.mock('@/lib/bff/server-call', () => ({ callFromServer }));

const PASS = {
  card: {
    cardId: 2001,
    memberNumber: '10000077',
    secret: 'q3Jx1kq3m0m6hS2XwqjvR1bOqK3E0n5v8Yf2mZ7tC1A',
    validUntil: '2027-11-28T12:00:00.000Z',
  },
  memberName: 'Hala Omar',
  totalPoints: 320,
  asOf: '2026-11-28T12:00:00.000Z',
};
const WALLET_SETTINGS = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
];

function post(headers: Record<string, string> = {}, url = 'http://app.test/api/wallet/google') {
  return new Request(url, {
    method: 'POST',
    headers: {
      host: 'app.test',
      origin: 'http://app.test',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'x-page-language': 'ar',
      ...headers,
    },
    body: '{}',
  });
}

async function route() {
  vi.resetModules(); // the environment is read once per process (lib/config/env.ts)
  return import('@/app/api/wallet/google/route');
}

describe('the Google Wallet save link route', () => {
  beforeEach(() => {
    process.env.SESSION_PASSWORD = 's'.repeat(48);
    callFromServer.mockReset();
  });
  afterEach(() => {
    for (const name of WALLET_SETTINGS) delete process.env[name];
  });

  it('does not exist without the issuer’s settings', async () => {
    const { POST } = await route();
    expect((await POST(post())).status).toBe(404);
    expect(callFromServer).not.toHaveBeenCalled();
  });

  describe('with the issuer’s settings', () => {
    let publicKey: CryptoKey;
    beforeEach(async () => {
      const pair = await generateKeyPair('RS256', { extractable: true });
      publicKey = pair.publicKey;
      process.env.GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
      process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL = 'wallet@amrx.iam.example';
      // As an env file holds it: one line, newlines written as \n.
      process.env.GOOGLE_WALLET_PRIVATE_KEY = (await exportPKCS8(pair.privateKey)).replace(
        /\n/g,
        '\\n',
      );
    });

    it('signs the member’s new pass card into a save link for this origin', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { POST } = await route();
      const reply = await POST(post());
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(callFromServer).toHaveBeenCalledWith('wallet-pass', { wallet: 'google' }, 'ar');
      const { data } = (await reply.json()) as { data: { saveUrl: string } };
      expect(data.saveUrl.startsWith(GOOGLE_SAVE_URL)).toBe(true);
      const { payload } = await jwtVerify(data.saveUrl.slice(GOOGLE_SAVE_URL.length), publicKey, {
        issuer: 'wallet@amrx.iam.example',
        audience: 'google',
      });
      expect(payload.origins).toEqual(['http://app.test']);
    });

    it('names the public origin when the page sent no Origin', async () => {
      callFromServer.mockResolvedValue({ ok: true, status: 200, data: PASS });
      const { POST } = await route();
      // Next's URL names the server's own address (0.0.0.0:3000 in the container), not the page's.
      const request = post({ host: 'loyalty.example' }, 'http://0.0.0.0:3000/api/wallet/google');
      request.headers.delete('origin');
      const { data } = (await (await POST(request)).json()) as { data: { saveUrl: string } };
      const { payload } = await jwtVerify(data.saveUrl.slice(GOOGLE_SAVE_URL.length), publicKey);
      expect(payload.origins).toEqual(['http://loyalty.example']);
    });

    it('refuses a page of another site before asking for a card', async () => {
      const { POST } = await route();
      expect((await POST(post({ 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
      expect(callFromServer).not.toHaveBeenCalled();
    });

    it('passes on the service’s refusal, in its words', async () => {
      callFromServer.mockResolvedValue({
        ok: false,
        status: 401,
        code: 'session_invalid',
        message: 'انتهت جلستك.',
      });
      const { POST } = await route();
      const reply = await POST(post());
      expect(reply.status).toBe(401);
      expect(await reply.json()).toMatchObject({
        message: 'انتهت جلستك.',
        data: { code: 'session_invalid' },
      });
    });
  });
});
