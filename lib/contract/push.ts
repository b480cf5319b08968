import { z } from 'zod';

// Expiry reminders on a device (docs/product.md §4 Reminders): a browser's push subscription, as
// PushSubscription.toJSON() gives it, bound to the session that sends it.

/** `bytes` bytes in base64url, as browsers encode a subscription's keys (padding optional). */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const pad = (4 - (chars % 4)) % 4;
  return z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${chars}}(={${pad}})?$`),
      `must be ${bytes} bytes of base64url`,
    );
};

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed. */
    p256dh: base64url(65),
    /** The device's 16-byte authentication secret. */
    auth: base64url(16),
  }),
});

export const pushSubscribeSchema = z.object({ subscription: PushSubscriptionSchema });
export const PushSubscribeDataSchema = z.object({ subscribed: z.literal(true) });
export const PushUnsubscribeDataSchema = z.object({ removed: z.boolean() });

/** What a reminder is about (services/loyalty/reminders). */
export const NOTICE_KINDS = ['points_expiring', 'voucher_expiring', 'points_earned'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * A push message as the service encrypts it and the service worker (app/sw.ts) shows it: the
 * words in the device's language, a tag (one notification per notice on the device), and what it
 * is about, from which the worker picks the page a tap opens (lib/pwa/notification-target.ts).
 */
export interface PushPayload {
  title: string;
  body: string;
  lang: 'en' | 'ar';
  tag: string;
  /**
   * `brand` is absent for points expiring at several brands on one day, a reminder of them all
   * (docs/product.md §4 Reminders).
   */
  about: { kind: NoticeKind; brand?: string; voucherId?: string };
}

export const PushDevicesDataSchema = z.object({
  /** The service's VAPID public key (base64url) a browser subscribes with; null: push is off. */
  publicKey: z.string().nullable(),
  /** Whether this session's device is subscribed. */
  thisDevice: z.boolean(),
});
