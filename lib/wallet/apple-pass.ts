import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PKPass } from 'passkit-generator';
import { groupedMemberNumber } from '@/lib/contract/member-card';
import { DEFAULT_THEME } from '@/lib/config/theme';
import { LOCALES } from '@/lib/i18n/locale';
import { asOfText, openCardUrl, passMessages, type Pass } from '@/lib/wallet/pass-face';

// "Add to Apple Wallet" (docs/product.md §4 Member card in the phone's wallet): a store card
// .pkpass signed with the Pass Type ID certificate. Apple Wallet shows no rotating barcode, so the
// barcode is the pass card's fixed code (lib/contract/member-card.ts STATIC_PASS_CODE_PATTERN),
// which earns only. Each pass names its own token and this app's web service
// (app/api/wallet/apple/v1), from which the wallet fetches the pass again when its points change.

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

/** Where the wallet reaches the web service: Apple adds `/v1/...` to it. */
export const webServiceUrl = (origin: string) => `${origin}/api/wallet/apple`;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

let images: Promise<Record<string, Buffer>> | undefined;
/** The programme's icon and logo (public/icons), read once. */
function passImages() {
  images ??= readFile(join(process.cwd(), 'public/icons/apple-touch-icon.png')).then((icon) => ({
    'icon.png': icon,
    'icon@2x.png': icon,
    'logo.png': icon,
    'logo@2x.png': icon,
  }));
  return images;
}

/** Each language's words for the pass: the wallet shows the phone's language. */
function strings(pass: Pass, origin: string) {
  return LOCALES.map((locale) => {
    const m = passMessages(locale);
    return [
      locale,
      {
        programme: m.Pwa.name,
        description: m.WalletPass.description,
        points: m.WalletPass.points,
        pointsChanged: m.WalletPass.pointsChanged,
        member: m.WalletPass.member,
        memberNumber: m.WalletPass.memberNumber,
        asOf: m.WalletPass.asOf,
        asOfValue: asOfText(pass, locale),
        openCard: m.WalletPass.openCard,
        openCardUrl: openCardUrl(origin, locale),
      },
    ] as const;
  });
}

/** pass.json: the face (name, number, points as of now) and the fixed till code. */
export function passJson(settings: AppleWalletSettings, pass: Pass, origin: string) {
  if (!pass.apple) throw new Error('Not an Apple Wallet pass card');
  const { card } = pass;
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: String(card.cardId),
    authenticationToken: pass.apple.authenticationToken,
    webServiceURL: webServiceUrl(origin),
    organizationName: passMessages('en').Pwa.name,
    description: 'description',
    logoText: 'programme',
    backgroundColor: rgb(DEFAULT_THEME.primary),
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    expirationDate: card.validUntil,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: pass.apple.code,
        messageEncoding: 'iso-8859-1',
        altText: groupedMemberNumber(card.memberNumber),
      },
    ],
    storeCard: {
      headerFields: [
        { key: 'points', label: 'points', value: pass.totalPoints, changeMessage: 'pointsChanged' },
      ],
      primaryFields: [{ key: 'member', label: 'member', value: pass.memberName }],
      secondaryFields: [
        { key: 'number', label: 'memberNumber', value: groupedMemberNumber(card.memberNumber) },
      ],
      auxiliaryFields: [{ key: 'asOf', label: 'asOf', value: 'asOfValue' }],
      backFields: [{ key: 'open', label: 'openCard', value: 'openCardUrl' }],
    },
  };
}

/** The signed .pkpass of this pass card, as it is now. */
export async function applePkpass(
  settings: AppleWalletSettings,
  pass: Pass,
  origin: string,
): Promise<Buffer> {
  const pkpass = new PKPass(
    {
      ...(await passImages()),
      'pass.json': Buffer.from(JSON.stringify(passJson(settings, pass, origin))),
    },
    {
      wwdr: settings.wwdr,
      signerCert: settings.signerCert,
      signerKey: settings.signerKey,
      signerKeyPassphrase: settings.signerKeyPassphrase,
    },
  );
  for (const [locale, words] of strings(pass, origin)) pkpass.localize(locale, words);
  return pkpass.getAsBuffer();
}
