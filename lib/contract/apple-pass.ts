import { z } from 'zod';
import { IsoDateTimeSchema } from '@/lib/contract/common';
import { WalletPassDataSchema } from '@/lib/contract/loyalty';

// Apple's pass web service (docs/product.md §4 Member card in the phone's wallet): what the BFF's
// handlers (app/api/wallet/apple/v1) ask the service for a device's Wallet. A pass's serial number
// is its card id; its authentication token is the one signed into its pass.json.

const deviceLibraryIdentifier = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._-]+$/);
const passTypeIdentifier = z.string().min(1).max(128);
const serialNumber = z.string().regex(/^\d{1,12}$/);
const authenticationToken = z.string().min(16).max(128);

export const applePassUnregisterSchema = z.object({
  deviceLibraryIdentifier,
  passTypeIdentifier,
  serialNumber,
  authenticationToken,
});
export const applePassRegisterSchema = applePassUnregisterSchema.extend({
  pushToken: z.string().min(1).max(256),
});
/** Whether the device was new for this pass (Apple: 201) or already registered (200). */
export const ApplePassRegisterDataSchema = z.object({ created: z.boolean() });
export const ApplePassUnregisterDataSchema = z.object({ removed: z.boolean() });

/** Apple's update tag: milliseconds since the epoch, as a string the device hands back. */
const updateTag = z.string().regex(/^\d{1,16}$/);
export const applePassSerialsSchema = z.object({
  deviceLibraryIdentifier,
  passTypeIdentifier,
  passesUpdatedSince: updateTag.optional(),
});
export const ApplePassSerialsDataSchema = z.object({
  serialNumbers: z.array(z.string()),
  /** Empty when no pass of the device changed since the tag it sent. */
  lastUpdated: z.string(),
});

export const applePassLatestSchema = z.object({ serialNumber, authenticationToken });
export const ApplePassLatestDataSchema = WalletPassDataSchema.extend({
  /** When the pass's points last changed (or the pass was made): its ETag. */
  updatedAt: IsoDateTimeSchema,
  /**
   * A time every change missing from this pass is later than (the read, less the time a change may
   * take to commit): its whole second is the pass's Last-Modified (lib/wallet/apple-web-service.ts
   * passValidators).
   */
  checkedAt: IsoDateTimeSchema,
});
