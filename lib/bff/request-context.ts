import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  COUNTRY_COOKIE,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  PAGE_LANGUAGE_HEADER,
  isCountry,
  isLocale,
  type Country,
  type Locale,
} from '@/lib/i18n/locale';
import { BffError } from './errors';
import { detectDeviceModel } from './device-model';
import { CLIENT_ADDRESS_HEADER, clientAddressStamped } from '@/lib/server/client-address';

// What the BFF knows about the request it is serving, read once (docs/product.md §7 headers' sources).

export const DEVICE_COOKIE = '_fp';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/;

export type RequestFacts = {
  cookie(name: string): string | undefined;
  header(name: string): string | null;
};

export type RequestContext = {
  correlationId: string;
  locale: Locale;
  country: Country;
  deviceId: string;
  /** True when the device id was made for this request: the response must set the _fp cookie. */
  deviceIdIsNew: boolean;
  deviceModel: string;
  clientIp: string | undefined;
};

/**
 * Builds the context. A device cookie that is present but malformed is refused (docs/quality.md §2
 * item 13); a missing one is minted here, so sign-in works before the fingerprint call.
 */
export function readRequestContext(facts: RequestFacts, correlationId: string): RequestContext {
  // docs/product.md §7: the language is the page's (its first path segment), as the browser's calls say it;
  // the stored language stands in for a request that does not.
  const pageLanguage = facts.header(PAGE_LANGUAGE_HEADER);
  const language = facts.cookie(LANGUAGE_COOKIE);
  const country = facts.cookie(COUNTRY_COOKIE);
  const device = facts.cookie(DEVICE_COOKIE);
  if (pageLanguage !== null && !isLocale(pageLanguage))
    throw new BffError('invalid_header', 'language');
  if (language !== undefined && !isLocale(language))
    throw new BffError('invalid_header', 'language');
  if (country !== undefined && !isCountry(country.toUpperCase()))
    throw new BffError('invalid_header', 'country');
  if (device !== undefined && !DEVICE_ID.test(device))
    throw new BffError('invalid_header', 'deviceid');

  return {
    correlationId,
    locale: pageLanguage ?? language ?? DEFAULT_LOCALE,
    country: (country?.toUpperCase() as Country | undefined) ?? DEFAULT_COUNTRY,
    deviceId: device ?? randomBytes(16).toString('base64url'),
    deviceIdIsNew: device === undefined,
    deviceModel: detectDeviceModel(facts.header('user-agent')),
    clientIp: clientIpOf(facts),
  };
}

// The address the server process resolved from the socket (lib/server/client-address.ts), never
// one a client wrote in X-Forwarded-For or X-Real-IP. In a process that does not stamp requests
// the header could be the client's own, so none is given: the service then counts the BFF's.
function clientIpOf(facts: RequestFacts): string | undefined {
  if (!clientAddressStamped()) return undefined;
  const address = facts.header(CLIENT_ADDRESS_HEADER)?.trim();
  return address && isIP(address) ? address : undefined;
}
