import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, cardStep } from '@/lib/contract/member-card';
import { GOOGLE_SAVE_URL, googleSaveUrl } from '@/lib/wallet/google-pass';
import { totp } from '@/services/loyalty/domain/totp';

// "Save to Google Wallet" (docs/product.md §4): the link's JWT is signed with the issuer's key and
// carries the class, the member's object and a rotating barcode whose TOTP parameters draw the
// very code the till accepts (services/loyalty/domain/member-card.ts passCode).

const settings = {
  issuerId: '3388000000012345678',
  serviceAccountEmail: 'wallet@amrx.iam.example',
};
const pass = {
  card: {
    cardId: 1042,
    memberNumber: '10000042',
    secret: 'q3Jx1kq3m0m6hS2XwqjvR1bOqK3E0n5v8Yf2mZ7tC1A',
    validUntil: '2027-11-28T12:00:00.000Z',
  },
  memberName: 'Sara Ali',
  totalPoints: 1250,
  asOf: '2026-11-28T12:00:00.000Z',
  timeZone: 'Asia/Dubai',
};

async function signed(locale: 'en' | 'ar', face = pass) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = await exportPKCS8(privateKey);
  const url = await googleSaveUrl(
    { ...settings, privateKey: key },
    face,
    { origin: 'https://rewards.example', locale },
    new Date(pass.asOf),
  );
  expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
  return { jwt: url.slice(GOOGLE_SAVE_URL.length), publicKey };
}

describe('the Save to Google Wallet link', () => {
  it('is signed with the issuer’s key, for Google, from the service account', async () => {
    const { jwt, publicKey } = await signed('en');
    const { payload, protectedHeader } = await jwtVerify(jwt, publicKey, {
      issuer: settings.serviceAccountEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://rewards.example'] });
    const other = await generateKeyPair('RS256');
    await expect(jwtVerify(jwt, other.publicKey)).rejects.toThrow();
  });

  it('carries the class and the member’s object with a rotating code the till accepts', async () => {
    const { jwt, publicKey } = await signed('ar');
    const { payload } = await jwtVerify(jwt, publicKey);
    const body = payload.payload as {
      loyaltyClasses: { id: string }[];
      loyaltyObjects: Record<string, unknown>[];
    };
    expect(body.loyaltyClasses.map((c) => c.id)).toEqual([`${settings.issuerId}.amrx-rewards`]);
    const [object] = body.loyaltyObjects;
    expect(object).toMatchObject({
      id: `${settings.issuerId}.card-1042`,
      classId: `${settings.issuerId}.amrx-rewards`,
      state: 'ACTIVE',
      accountId: '10000042',
      accountName: 'Sara Ali',
      loyaltyPoints: { balance: { int: 1250 } },
      rotatingBarcode: {
        type: 'QR_CODE',
        valuePattern: 'M2.1042.{totp_value_0}',
        alternateText: '1000 0042',
        totpDetails: { periodMillis: '30000', algorithm: 'TOTP_SHA1' },
      },
    });
    // What the wallet draws from these parameters is what the till's check computes.
    const barcode = object!.rotatingBarcode as {
      totpDetails: { parameters: { key: string; valueLength: number }[] };
    };
    const [params] = barcode.totpDetails.parameters;
    expect(params!.valueLength).toBe(8);
    const step = cardStep(Date.parse(pass.asOf));
    expect(totp(Buffer.from(params!.key, 'hex'), step, 8)).toBe(
      totp(base64UrlToBytes(pass.card.secret), step, 8),
    );
    // From the pass to the app's card, opened scan-ready.
    expect(object).toMatchObject({
      linksModuleData: { uris: [{ uri: 'https://rewards.example/ar/home#wallet' }] },
    });
    // The face in the page's language, with the other beside it.
    expect(JSON.stringify(object)).toContain('النقاط');
  });

  it('says "as of" in the member’s country’s zone', async () => {
    const asOf = async (timeZone: string) => {
      const { jwt, publicKey } = await signed('en', { ...pass, timeZone });
      const body = (await jwtVerify(jwt, publicKey)).payload.payload as {
        loyaltyObjects: { textModulesData: { id: string; body: string }[] }[];
      };
      return body.loyaltyObjects[0]!.textModulesData.find((m) => m.id === 'as-of')!.body;
    };
    // 12:00 UTC is 4:00 pm in Dubai and 3:00 pm in Riyadh.
    expect(await asOf('Asia/Dubai')).toMatch(/4:00\sPM/i);
    expect(await asOf('Asia/Riyadh')).toMatch(/3:00\sPM/i);
  });
});
