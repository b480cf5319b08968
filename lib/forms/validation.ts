import { nationalNumber, phoneDigits, validEmail, validName } from '@/lib/contract/codes';

// docs/product.md §5 validation for the forms, with the same rules as the contract; each returns the key of
// its message in the Validation namespace, or null when the value is fine.

export type ValidationKey =
  | 'nameRequired'
  | 'nameInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid';

export type PhoneRule = { pattern: string; minLength: number; maxLength: number };

export function phoneError(value: string, rule?: PhoneRule): ValidationKey | null {
  if (!value.trim()) return 'phoneRequired';
  const digits = phoneDigits(value);
  if (digits === null) return 'phoneInvalid';
  // The per-country rule from config (docs/product.md §5) holds for the national number.
  const national = nationalNumber(digits);
  if (rule) {
    if (national.length < rule.minLength || national.length > rule.maxLength) return 'phoneInvalid';
    if (!new RegExp(`^(?:${rule.pattern})$`).test(national)) return 'phoneInvalid';
  }
  return null;
}

export function nameError(value: string): ValidationKey | null {
  if (!value.trim()) return 'nameRequired';
  return validName(value) === null ? 'nameInvalid' : null;
}

export function emailError(value: string): ValidationKey | null {
  if (!value.trim()) return 'emailRequired';
  return validEmail(value) === null ? 'emailInvalid' : null;
}
