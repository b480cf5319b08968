// The contract's fixed code lists and field rules, free of the schema library so browser code can
// use them without shipping it (the JavaScript budget, docs/quality.md §3). The zod schemas of the contract are built
// from these (lib/contract/common.ts), so each rule is written once.

// docs/product.md §1 brand codes; docs/product.md §9 supported countries (UAE +971, KSA +966).
export const BRAND_CODES = ['KFC', 'PHD', 'HRD', 'AMRX', 'TGIF', 'Peet'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const COUNTRY_CODES = ['UAE', 'KSA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const CALLING_CODES: Record<CountryCode, string> = { UAE: '+971', KSA: '+966' };

export const isBrandCode = (value: unknown): value is BrandCode =>
  (BRAND_CODES as readonly unknown[]).includes(value);

export const isCountryCode = (value: unknown): value is CountryCode =>
  (COUNTRY_CODES as readonly unknown[]).includes(value);

/** docs/product.md §4 Delete account: the reasons a member may tick. */
export const DELETION_KEY_AREAS = [
  'not-using',
  'too-many-messages',
  'privacy',
  'rewards-not-useful',
  'technical-issues',
  'other',
] as const;

/** docs/product.md §5 field rules. */
export const FIELD_RULES = {
  callingCode: /^\+?[0-9]{1,4}$/,
  /** Digits or whitespace only; 4–15 digits once the spaces are gone. */
  phone: { pattern: /^[0-9 ]+$/, maxInput: 32, minDigits: 4, maxDigits: 15 },
  /**
   * Names as people write them: words of letters in any script (with their marks), joined by
   * spaces, hyphens, apostrophes or dots ("Aisha Al-Mansoori", "عائشة آل منصور-الكعبي",
   * "Saeed H. Hamad", "O’Neil"), optionally ending with a dot; 2–60 characters once trimmed.
   * No digits, no emoji, no separator at the start or two in a row.
   */
  name: {
    pattern: /^\p{L}[\p{L}\p{M}]*(?:(?:\.? +|[-'’.])\p{L}[\p{L}\p{M}]*)*\.?$/u,
    min: 2,
    max: 60,
  },
  // zod's practical email check (z.email()'s default pattern); the contract's EmailSchema uses
  // this one, so the browser form and the server accept the same addresses.
  email: {
    pattern:
      /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/,
    max: 254,
  },
} as const;

/**
 * The national number the service keeps for a number as typed: without its spaces and without a
 * leading 0 (docs/product.md §5). The one normaliser: the BFF applies it to what the browser sends
 * (lib/contract/auth.ts loginInputSchema), the form to check the country's rule.
 */
export function nationalNumber(value: string): string {
  return value.replace(/\s/g, '').replace(/^0/, '');
}

/** A phone number as typed, without its spaces, or null when it breaks docs/product.md §5's rule. */
export function phoneDigits(value: string): string | null {
  const { pattern, maxInput, minDigits, maxDigits } = FIELD_RULES.phone;
  if (value.length > maxInput || !pattern.test(value)) return null;
  const digits = value.replace(/ /g, '');
  return digits.length >= minDigits && digits.length <= maxDigits ? digits : null;
}

/** A trimmed name, or null when it breaks docs/product.md §5's rule. */
export function validName(value: string): string | null {
  const name = value.trim();
  return name.length >= FIELD_RULES.name.min &&
    name.length <= FIELD_RULES.name.max &&
    FIELD_RULES.name.pattern.test(name)
    ? name
    : null;
}

/** A trimmed email address, or null when it is not one. */
export function validEmail(value: string): string | null {
  const email = value.trim();
  return email.length >= 1 &&
    email.length <= FIELD_RULES.email.max &&
    FIELD_RULES.email.pattern.test(email)
    ? email
    : null;
}
