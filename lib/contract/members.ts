import { z } from 'zod';
import { DELETION_KEY_AREAS } from '@/lib/contract/codes';
import { EmailSchema, IsoDateTimeSchema, PersonNameSchema } from '@/lib/contract/common';

// docs/product.md §3 Permission types and Account deletion; docs/product.md §5 name rules.

export const editProfileSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema.optional(),
});

export const PERMISSION_TYPES = ['sms', 'email', 'whatsapp', 'amrLogin'] as const;
export const PermissionTypeSchema = z.enum(PERMISSION_TYPES);
export const PermissionStatusSchema = z.enum(['activated', 'deactivated']);

export const PermissionSchema = z.object({
  type: PermissionTypeSchema,
  status: PermissionStatusSchema,
  /** Increases by one on every change; send it back to refuse a stale write (docs/quality.md §2 item 20). */
  version: z.number().int().nonnegative(),
  updatedAt: IsoDateTimeSchema,
});
export const PermissionsDataSchema = z.object({ permissions: z.array(PermissionSchema) });

export const updatePermissionSchema = z.object({
  type: PermissionTypeSchema,
  status: PermissionStatusSchema,
  version: z.number().int().nonnegative().optional(),
});
export const UpdatePermissionDataSchema = z.object({ permission: PermissionSchema });

export { DELETION_KEY_AREAS };
export const amrDeleteSchema = z.object({
  comment: z.string().trim().max(500, 'Comment is too long').optional(),
  keyAreas: z.array(z.enum(DELETION_KEY_AREAS)).max(DELETION_KEY_AREAS.length).optional(),
});
export const AmrDeleteDataSchema = z.object({ deleted: z.literal(true) });

// docs/product.md §3 Fingerprint payload; the server answers a device id and sets the _fp cookie.
export const deviceIdSchema = z.object({
  userAgent: z.string().max(1024),
  language: z.string().max(64),
  platform: z.string().max(128),
  screenSize: z.string().max(32).optional(),
  screen: z
    .object({
      width: z.number().int().nonnegative().max(100000),
      height: z.number().int().nonnegative().max(100000),
    })
    .optional(),
  timezone: z.string().max(64),
  touchSupport: z.boolean(),
  deviceMemory: z.number().nonnegative().max(1024).nullable().optional(),
  hardwareConcurrency: z.number().int().nonnegative().max(4096).nullable().optional(),
  colorDepth: z.number().int().nonnegative().max(64).nullable().optional(),
  devicePixelRatio: z.number().nonnegative().max(16).nullable().optional(),
  /** FingerprintJS's visitor identifier and its confidence (components/device/fingerprint-reporter.tsx). */
  visitorId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  confidence: z.number().min(0).max(1).optional(),
});
export const DeviceIdDataSchema = z.object({ deviceId: z.string() });
