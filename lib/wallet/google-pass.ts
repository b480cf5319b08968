import 'server-only';
import { SignJWT, importPKCS8 } from 'jose';
import {
  CARD_STEP_SECONDS,
  PASS_CODE_DIGITS,
  base64UrlToBytes,
  groupedMemberNumber,
  passCodePattern,
} from '@/lib/contract/member-card';
import { DEFAULT_THEME } from '@/lib/config/theme';
import type { Locale } from '@/lib/i18n/locale';
import { asOfText, openCardUrl, passMessages, type Pass } from '@/lib/wallet/pass-face';

// "Save to Google Wallet" (docs/product.md §4 Member card in the phone's wallet): a link whose
// JWT, signed with the issuer's service-account key (RS256), carries the loyalty class and this
// member's loyalty object. The object's rotating barcode is the pass card's own code: the wallet
// draws RFC 6238 TOTP values from the card's secret (lib/contract/member-card.ts
// PASS_CODE_PATTERN), and the till's check accepts them as it accepts a device's code.

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: string;
}

const hex = (base64Url: string) => Buffer.from(base64UrlToBytes(base64Url)).toString('hex');

/** Both languages of one text, as Google's LocalizedString. */
function localized(text: (m: ReturnType<typeof passMessages>) => string, locale: Locale) {
  const other = locale === 'ar' ? 'en' : 'ar';
  return {
    defaultValue: { language: locale, value: text(passMessages(locale)) },
    translatedValues: [{ language: other, value: text(passMessages(other)) }],
  };
}

/** The programme's loyalty class: one per issuer, the same in every pass. */
export function loyaltyClass(settings: GoogleWalletSettings, origin: string, locale: Locale) {
  return {
    id: `${settings.issuerId}.amrx-rewards`,
    issuerName: passMessages('en').Pwa.name,
    localizedIssuerName: localized((m) => m.Pwa.name, locale),
    programName: passMessages('en').Pwa.name,
    localizedProgramName: localized((m) => m.Pwa.name, locale),
    programLogo: {
      sourceUri: { uri: `${origin}/icons/icon-512.png` },
      contentDescription: localized((m) => m.Pwa.name, locale),
    },
    hexBackgroundColor: DEFAULT_THEME.primary,
    reviewStatus: 'UNDER_REVIEW',
  };
}

/** This member's loyalty object: name, number, points as of now, and the rotating code. */
export function loyaltyObject(
  settings: GoogleWalletSettings,
  pass: Pass,
  origin: string,
  locale: Locale,
) {
  const { card } = pass;
  return {
    id: `${settings.issuerId}.card-${card.cardId}`,
    classId: `${settings.issuerId}.amrx-rewards`,
    state: 'ACTIVE',
    accountId: card.memberNumber,
    accountName: pass.memberName,
    loyaltyPoints: {
      localizedLabel: localized((m) => m.WalletPass.points, locale),
      balance: { int: pass.totalPoints },
    },
    textModulesData: [
      {
        id: 'as-of',
        localizedHeader: localized((m) => m.WalletPass.asOf, locale),
        body: asOfText(pass, locale),
      },
    ],
    // From the pass to the app's card, scan-ready (the wallet opens on #wallet, device-wallet.tsx).
    linksModuleData: {
      uris: [
        {
          id: 'open-card',
          uri: openCardUrl(origin, locale),
          localizedDescription: localized((m) => m.WalletPass.openCard, locale),
        },
      ],
    },
    validTimeInterval: { end: { date: card.validUntil } },
    rotatingBarcode: {
      type: 'QR_CODE',
      valuePattern: passCodePattern(card.cardId),
      alternateText: groupedMemberNumber(card.memberNumber),
      totpDetails: {
        periodMillis: String(CARD_STEP_SECONDS * 1000),
        algorithm: 'TOTP_SHA1',
        parameters: [{ key: hex(card.secret), valueLength: PASS_CODE_DIGITS }],
      },
    },
  };
}

/** The "Save to Google Wallet" link for this pass. */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  pass: Pass,
  page: { origin: string; locale: Locale },
  now: Date,
): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [page.origin],
    payload: {
      loyaltyClasses: [loyaltyClass(settings, page.origin, page.locale)],
      loyaltyObjects: [loyaltyObject(settings, pass, page.origin, page.locale)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
