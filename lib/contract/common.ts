import { z } from 'zod';

// SPEC §1 brand codes; SPEC §9 supported countries (UAE +971, KSA +966).
export const BRAND_CODES = ['KFC', 'PHD', 'HRD', 'AMRX', 'TGIF', 'Peet'] as const;
export const BrandCodeSchema = z.enum(BRAND_CODES);
export type BrandCode = z.infer<typeof BrandCodeSchema>;

export const COUNTRY_CODES = ['UAE', 'KSA'] as const;
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof CountryCodeSchema>;

export const CALLING_CODES: Record<CountryCode, string> = { UAE: '+971', KSA: '+966' };

/** SPEC §5: the calling code is prefixed with + if it lacks one. */
export const CallingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'Invalid country code')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

/** SPEC §5: a phone number is digits or whitespace only. */
export const PhoneNumberSchema = z
  .string()
  .max(32)
  .regex(/^[0-9 ]+$/, 'Please enter a valid phone number')
  .transform((v) => v.replace(/ /g, ''))
  .pipe(
    z
      .string()
      .min(4, 'Please enter a valid phone number')
      .max(15, 'Please enter a valid phone number'),
  );

/** SPEC §5: letters and whitespace only (any script, so Arabic names pass). */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Please enter a valid name.')
  .regex(/^[\p{L}\p{M}]+(?:[\p{L}\p{M} ]*[\p{L}\p{M}])?$/u, 'Please enter a valid name.');

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Invalid email address'));

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const LocalizedTextSchema = z.object({ en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const EmptyRequestSchema = z.object({}).strip();
