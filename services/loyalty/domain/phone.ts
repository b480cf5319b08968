import type { CountryCode } from '@/lib/contract/common';
import { COUNTRY_RULES } from '@/services/loyalty/config/countries';
import { badRequest } from '@/services/loyalty/http/errors';

export interface Phone {
  country: CountryCode;
  cCode: string;
  /** National number without a trunk 0. */
  phnNo: string;
  e164: string;
  /** Calling code plus the first five national digits: the unit a number-walking script floods. */
  prefix: string;
}

/** Accepts only UAE and KSA mobiles, per the config rules (docs/product.md §9). */
export function parsePhone(cCode: string, phnNo: string): Phone {
  const rule = Object.values(COUNTRY_RULES).find((r) => r.phoneCode === cCode);
  if (!rule)
    throw badRequest(
      'cCode',
      'This country is not supported. Choose UAE or KSA.',
      'country_not_supported',
    );
  const national = phnNo.replace(/^0+/, '');
  if (
    national.length < rule.minLength ||
    national.length > rule.maxLength ||
    !new RegExp(rule.pattern).test(national)
  ) {
    throw badRequest('phnNo', 'Please enter a valid phone number');
  }
  return {
    country: rule.code,
    cCode: rule.phoneCode,
    phnNo: national,
    e164: `${rule.phoneCode}${national}`,
    prefix: `${rule.phoneCode}${national.slice(0, 5)}`,
  };
}

export function maskPhone(cCode: string, phnNo: string): string {
  return `${cCode} ${'•'.repeat(Math.max(0, phnNo.length - 3))}${phnNo.slice(-3)}`;
}

export function maskName(name: string): string {
  return name
    .split(' ')
    .filter(Boolean)
    .map((w) => `${w.slice(0, 1)}${'•'.repeat(Math.max(1, [...w].length - 1))}`)
    .join(' ');
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'•'.repeat(Math.max(1, user.length - 1))}@${domain}`;
}
