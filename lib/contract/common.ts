import { z } from 'zod';
import { BRAND_CODES, COUNTRY_CODES, FIELD_RULES } from '@/lib/contract/codes';

// The contract's shared field schemas, built from the code lists and rules of codes.ts.
export {
  BRAND_CODES,
  CALLING_CODES,
  COUNTRY_CODES,
  isBrandCode,
  isCountryCode,
  type BrandCode,
  type CountryCode,
} from '@/lib/contract/codes';

export const BrandCodeSchema = z.enum(BRAND_CODES);
export const CountryCodeSchema = z.enum(COUNTRY_CODES);

/** docs/product.md §5: the calling code is prefixed with + if it lacks one. */
export const CallingCodeSchema = z
  .string()
  .trim()
  .regex(FIELD_RULES.callingCode, 'Invalid country code')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

/** docs/product.md §5: a phone number is digits or whitespace only. */
export const PhoneNumberSchema = z
  .string()
  .max(FIELD_RULES.phone.maxInput)
  .regex(FIELD_RULES.phone.pattern, 'Please enter a valid phone number')
  .transform((v) => v.replace(/ /g, ''))
  .pipe(
    z
      .string()
      .min(FIELD_RULES.phone.minDigits, 'Please enter a valid phone number')
      .max(FIELD_RULES.phone.maxDigits, 'Please enter a valid phone number'),
  );

/** docs/product.md §5 Name: the one rule of lib/contract/codes.ts, for the BFF and the service. */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .min(FIELD_RULES.name.min, 'Please enter a valid name.')
  .max(FIELD_RULES.name.max, 'Please enter a valid name.')
  .regex(FIELD_RULES.name.pattern, 'Please enter a valid name.');

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(FIELD_RULES.email.max)
  .pipe(z.email({ pattern: FIELD_RULES.email.pattern, error: 'Invalid email address' }));

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const LocalizedTextSchema = z.object({ en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const EmptyRequestSchema = z.object({}).strip();
