import type { BrandCode } from '@/lib/contract/common';

/** Fixed-window limit: at most `max` hits per `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Everything the app factory needs to know; env.ts fills it from the environment, tests directly. */
export interface ServiceSettings {
  demo: boolean;
  /** amr-auth client credentials held by the BFF (never from the browser). */
  clientCredentials: { clientId: string; clientSecret: string }[];
  /** Shared secret the BFF sends so its client-IP header is believed; null: never believed. */
  bffSecret: string | null;
  /** Keys the HMACs under which phones, prefixes and client addresses are stored (lookupKey). */
  lookupSecret: string;
  /** Keys the record of numbers that had a joining bonus (joiningBonusKey); unset: derived. */
  bonusSecret?: string;
  partnerKeys: Partial<Record<BrandCode, string>>;
  tokens: {
    accessTtlSeconds: number;
    idleSeconds: number;
    absoluteSeconds: number;
    clientIdTtlSeconds: number;
    /**
     * A refresh token already used may be used again this long after, for a new pair of the same
     * session: two web replicas refreshing one session at once both succeed (docs/architecture.md §5).
     */
    refreshReuseSeconds: number;
  };
  otp: {
    length: number;
    ttlSeconds: number;
    maxAttempts: number;
    resendSeconds: number;
    profileWindowSeconds: number;
  };
  limits: {
    /** Codes sent to one number, from anywhere. */
    phone: WindowLimit;
    /** Codes sent to one number from one client address: less than `phone`, see sign-in.ts. */
    phoneFromOneClient: WindowLimit;
    /**
     * Attempts from one client address. Gulf mobile networks put many phones behind one address
     * (carrier-grade NAT), so this is a ceiling for a flood, not a measure of one person:
     * LOYALTY_CODE_SENDS_PER_ADDRESS sets it from the traffic an operator sees.
     */
    ip: WindowLimit;
    /** Attempts from one device (the BFF's device id): what one phone may ask behind any address. */
    device: WindowLimit;
    prefix: WindowLimit;
  };
  bodyLimitBytes: number;
  /**
   * Web push (RFC 8292 VAPID): the key pair push services know the service by, and the contact
   * they may write to. Null: push is off and the app offers no reminders on the device.
   */
  push: { publicKey: string; privateKey: string; subject: string } | null;
  /**
   * Apple's push service (APNs) with a token-signing key (services/loyalty/apple-push/apns.ts): wakes
   * the devices that keep an Apple Wallet pass when its points change. Null: no push is sent and
   * Wallet gets new points only when it asks (docs/product.md §4 Member card in the phone's wallet).
   */
  applePush: ApplePushSettings | null;
  reminders: {
    /** How often the reminder job runs (it also runs at start). */
    intervalSeconds: number;
    /**
     * Push endpoints may be plain http on this machine, where a test run's local push service
     * stands in for the browsers' (tests/support/local-push-service.ts). Never in demo mode alone:
     * a demo is reachable by anyone, and the reminder job would post wherever an endpoint points.
     */
    allowLocalPushEndpoints: boolean;
    /**
     * The most push subscriptions one session keeps; a new one beyond it replaces the oldest. A
     * browser holds one at a time, and a second covers the moment it renews it
     * (docs/product.md §4 Reminders), so one reminder is not sent many times to one sign-in.
     */
    pushSubscriptionsPerSession: number;
  };
  ledger: {
    /** docs/product.md §3 transferPointsLimit.minimumPointTransfer (docs/product.md §9 default 0; the programme sets 50). */
    minimumPointTransfer: number;
    /** How often the expiry job runs (it also runs at start). */
    expiryIntervalSeconds: number;
    /** Lots expiring within this many days show in the expiring-soon view. */
    expiringSoonDays: number;
  };
}

export interface ApplePushSettings {
  /** The APNs key's id (10 characters): the `kid` of each provider token. */
  keyId: string;
  /** The Apple developer team (10 characters): the `iss` of each provider token. */
  teamId: string;
  /** The key itself, PEM (PKCS #8, P-256), as Apple hands it out in a .p8 file. */
  privateKey: string;
  /** https://api.push.apple.com; a test's stand-in on this machine may be http (env.ts). */
  host: string;
}

// The one-time code: 6 digits (config default), 5 minutes, 5 attempts, 30 s before a resend.
export const DEFAULT_SETTINGS: Omit<
  ServiceSettings,
  'demo' | 'clientCredentials' | 'bffSecret' | 'lookupSecret' | 'partnerKeys' | 'push'
> = {
  tokens: {
    accessTtlSeconds: 15 * 60,
    idleSeconds: 14 * 86400,
    absoluteSeconds: 90 * 86400,
    clientIdTtlSeconds: 5 * 60,
    refreshReuseSeconds: 30,
  },
  otp: {
    length: 6,
    ttlSeconds: 5 * 60,
    maxAttempts: 5,
    resendSeconds: 30,
    profileWindowSeconds: 15 * 60,
  },
  limits: {
    phone: { max: 5, windowSeconds: 60 * 60 },
    phoneFromOneClient: { max: 3, windowSeconds: 60 * 60 },
    ip: { max: 300, windowSeconds: 10 * 60 },
    device: { max: 10, windowSeconds: 10 * 60 },
    // A number prefix (calling code + first five national digits) being walked by a script.
    prefix: { max: 50, windowSeconds: 10 * 60 },
  },
  bodyLimitBytes: 64 * 1024,
  applePush: null,
  reminders: {
    intervalSeconds: 10 * 60,
    allowLocalPushEndpoints: false,
    pushSubscriptionsPerSession: 2,
  },
  ledger: { minimumPointTransfer: 50, expiryIntervalSeconds: 15 * 60, expiringSoonDays: 30 },
};

/** The process around the app (start.ts, server.ts): how it starts, stops and is watched. */
export const PROCESS_DEFAULTS = {
  /** How long a stop waits for requests in flight (docs/production.md §2 Stopping the service). */
  shutdownGraceSeconds: 20,
  /** How long GET /ready waits for the database before it answers 503. */
  readyTimeoutMs: 2_000,
  /** The Prometheus listener stays on this machine unless LOYALTY_METRICS_HOST says otherwise. */
  metricsHost: '127.0.0.1',
};
