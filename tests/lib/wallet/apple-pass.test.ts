import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applePkpass, type AppleWalletSettings } from '@/lib/wallet/apple-pass';
import { PASS, throwawayChain } from '../../support/apple-wallet';

// "Add to Apple Wallet" (docs/product.md §4): the .pkpass is a zip whose manifest.json names the
// SHA-1 of every other file, and whose `signature` is a detached PKCS #7 signature of the manifest
// by the signer certificate, chained to Apple's WWDR. Here a throwaway chain made with openssl
// stands in for Apple's: a CA playing WWDR and a signer certificate it issued.

/** pass.strings as Apple reads it: UTF-16 with a byte order mark, or UTF-8. */
const stringsText = (bytes: Uint8Array) =>
  bytes[0] === 0xff && bytes[1] === 0xfe
    ? Buffer.from(bytes).toString('utf16le')
    : Buffer.from(bytes).toString('utf8');

describe('the Apple Wallet .pkpass', () => {
  let dir: string;
  let settings: AppleWalletSettings;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
    settings = {
      passTypeId: 'pass.com.amrx.test',
      teamId: 'ABCDE12345',
      ...throwawayChain(dir, 'pass.com.amrx.test'),
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each file’s SHA-1 in the manifest, which the signer signed, chained to WWDR', async () => {
    const files = unzipSync(await applePkpass(settings, PASS, 'https://rewards.example'));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString()) as Record<
      string,
      string
    >;
    const signed = Object.keys(files).filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    for (const name of signed)
      expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    expect(signed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'logo.png']));

    writeFileSync(join(dir, 'manifest.json'), files['manifest.json']!);
    writeFileSync(join(dir, 'signature'), files.signature!);
    const verify = (content: string) =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-inform',
          'DER',
          '-binary',
          '-in',
          'signature',
          '-content',
          content,
          '-CAfile',
          'ca.pem',
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir, stdio: 'pipe' },
      );
    expect(() => verify('manifest.json')).not.toThrow();
    // A manifest changed by one byte is refused.
    writeFileSync(
      join(dir, 'tampered.json'),
      Buffer.from(files['manifest.json']!).toString() + ' ',
    );
    expect(() => verify('tampered.json')).toThrow();
  });

  it('shows the member, the points as of a time in their zone, and the till’s fixed code', async () => {
    const files = unzipSync(await applePkpass(settings, PASS, 'https://rewards.example'));
    const json = JSON.parse(Buffer.from(files['pass.json']!).toString());
    expect(json).toMatchObject({
      passTypeIdentifier: 'pass.com.amrx.test',
      teamIdentifier: 'ABCDE12345',
      serialNumber: '3007',
      authenticationToken: PASS.apple.authenticationToken,
      webServiceURL: 'https://rewards.example/api/wallet/apple',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: PASS.apple.code, altText: '1000 0077' }],
      storeCard: {
        headerFields: [{ key: 'points', value: 1250 }],
        primaryFields: [{ key: 'member', value: 'عمر الحربي' }],
        secondaryFields: [{ key: 'number', value: '1000 0077' }],
      },
    });
    const en = stringsText(files['en.lproj/pass.strings']!);
    const ar = stringsText(files['ar.lproj/pass.strings']!);
    // 12:00 UTC is 3:00 pm in Riyadh (the member's country), not Dubai's 4:00 pm.
    expect(en).toMatch(/"asOfValue" = "[^"]*3:00\sPM"/i);
    expect(en).toContain('"openCardUrl" = "https://rewards.example/en/home#wallet"');
    expect(ar).toContain('"points" = "النقاط"');
  });

  it('is no Apple pass without the pass card’s code and token', async () => {
    await expect(
      applePkpass(settings, { ...PASS, apple: undefined }, 'https://rewards.example'),
    ).rejects.toThrow();
  });
});
