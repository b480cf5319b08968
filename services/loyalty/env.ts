import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@/lib/contract/common';
import { DEFAULT_SETTINGS, type ServiceSettings } from '@/services/loyalty/settings';

// The only module of the service that reads process.env (STYLE §7). Demo defaults for secrets
// apply in demo mode only; outside it a missing secret stops the start.

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  LOYALTY_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  DATABASE_URL: z.string().min(1).optional(),
  LOYALTY_DATA_DIR: z.string().min(1).default('.data/pglite'),
  LOYALTY_DEMO: flag,
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  LOYALTY_CLIENT_ID: z.string().min(8).optional(),
  LOYALTY_CLIENT_SECRET: z.string().min(16).optional(),
  LOYALTY_BFF_SECRET: z.string().min(16).optional(),
  LOYALTY_LOOKUP_SECRET: z.string().min(32).optional(),
  LOYALTY_BONUS_SECRET: z.string().min(32).optional(),
  // A P-256 key pair in base64url (scripts/runtime-env.mjs or `npx web-push generate-vapid-keys`).
  PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  PUSH_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  LOYALTY_REMINDER_INTERVAL_SECONDS: seconds(DEFAULT_SETTINGS.reminders.intervalSeconds),
  LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(DEFAULT_SETTINGS.reminders.pushSubscriptionsPerSession),
  // For a test run's local push service only (settings.ts allowLocalPushEndpoints).
  LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS: flag,
  ...Object.fromEntries(
    BRAND_CODES.map((b) => [
      `LOYALTY_PARTNER_KEY_${b.toUpperCase()}`,
      z.string().min(16).optional(),
    ]),
  ),
  LOYALTY_ACCESS_TOKEN_TTL_SECONDS: seconds(DEFAULT_SETTINGS.tokens.accessTtlSeconds),
  LOYALTY_OTP_TTL_SECONDS: seconds(DEFAULT_SETTINGS.otp.ttlSeconds),
  LOYALTY_OTP_RESEND_SECONDS: seconds(DEFAULT_SETTINGS.otp.resendSeconds),
  LOYALTY_SESSION_IDLE_SECONDS: seconds(DEFAULT_SETTINGS.tokens.idleSeconds),
  LOYALTY_SESSION_ABSOLUTE_SECONDS: seconds(DEFAULT_SETTINGS.tokens.absoluteSeconds),
  // 0 turns the reuse window off (scripts/scale-out.mjs shows what that does with two web replicas).
  LOYALTY_REFRESH_REUSE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(DEFAULT_SETTINGS.tokens.refreshReuseSeconds),
});

export interface ServiceEnv {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  settings: ServiceSettings;
}

export const DEMO_SECRETS = {
  clientId: 'amrx-pwa-demo',
  clientSecret: 'demo-client-secret-not-for-production',
  bffSecret: 'demo-bff-secret-not-for-production',
  lookupSecret: 'demo-lookup-secret-not-for-production-0001',
  partnerKey: (brand: BrandCode) => `demo-partner-key-${brand.toLowerCase()}`,
  push: {
    publicKey:
      'BD4Z9Dz4_BARQ292e-fenz_RvyT5JtF46NLpYEBGVbBLCv-Dgy9uwO_SuYbMM8HGaiUfSIVTLEhUrLipqxTNNew',
    privateKey: 'C9fF81YQP8sau03K5hoEEkiz3KCAgddTb-E1xfvRrQs',
    subject: 'mailto:demo@amrx.invalid',
  },
} as const;

export function loadServiceEnv(
  source: Record<string, string | undefined> = process.env,
  overrides: { demo?: boolean } = {},
): ServiceEnv {
  const merged =
    overrides.demo === undefined ? source : { ...source, LOYALTY_DEMO: overrides.demo ? '1' : '0' };
  const parsed = EnvSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid loyalty service environment: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  const env = parsed.data as z.infer<typeof EnvSchema> & Record<string, string | undefined>;
  const demo = env.LOYALTY_DEMO;
  const required = (name: string, value: string | undefined, demoValue: string) => {
    if (value) return value;
    if (demo) return demoValue;
    throw new Error(`Invalid loyalty service environment: ${name} is required outside demo mode`);
  };
  if (!demo && !env.SMS_WEBHOOK_URL) {
    throw new Error(
      'Invalid loyalty service environment: SMS_WEBHOOK_URL is required outside demo mode',
    );
  }
  // The reminder job would post to this machine's own ports: never for a real deployment.
  if (!demo && env.LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS) {
    throw new Error(
      'Invalid loyalty service environment: LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS is for test runs in demo mode only',
    );
  }
  const push = pushSettings(env, demo);
  const partnerKeys: Partial<Record<BrandCode, string>> = {};
  for (const brand of BRAND_CODES) {
    const key =
      env[`LOYALTY_PARTNER_KEY_${brand.toUpperCase()}`] ??
      (demo ? DEMO_SECRETS.partnerKey(brand) : undefined);
    if (key) partnerKeys[brand] = key;
  }
  return {
    port: env.LOYALTY_PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.LOYALTY_DATA_DIR,
    demo,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN,
    settings: {
      ...DEFAULT_SETTINGS,
      demo,
      clientCredentials: [
        {
          clientId: required('LOYALTY_CLIENT_ID', env.LOYALTY_CLIENT_ID, DEMO_SECRETS.clientId),
          clientSecret: required(
            'LOYALTY_CLIENT_SECRET',
            env.LOYALTY_CLIENT_SECRET,
            DEMO_SECRETS.clientSecret,
          ),
        },
      ],
      bffSecret: env.LOYALTY_BFF_SECRET ?? (demo ? DEMO_SECRETS.bffSecret : null),
      lookupSecret: required(
        'LOYALTY_LOOKUP_SECRET',
        env.LOYALTY_LOOKUP_SECRET,
        DEMO_SECRETS.lookupSecret,
      ),
      ...(env.LOYALTY_BONUS_SECRET ? { bonusSecret: env.LOYALTY_BONUS_SECRET } : {}),
      partnerKeys,
      push,
      reminders: {
        intervalSeconds: env.LOYALTY_REMINDER_INTERVAL_SECONDS,
        allowLocalPushEndpoints: env.LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS,
        pushSubscriptionsPerSession: env.LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION,
      },
      otp: {
        ...DEFAULT_SETTINGS.otp,
        ttlSeconds: env.LOYALTY_OTP_TTL_SECONDS,
        resendSeconds: env.LOYALTY_OTP_RESEND_SECONDS,
      },
      tokens: {
        ...DEFAULT_SETTINGS.tokens,
        accessTtlSeconds: env.LOYALTY_ACCESS_TOKEN_TTL_SECONDS,
        idleSeconds: env.LOYALTY_SESSION_IDLE_SECONDS,
        absoluteSeconds: env.LOYALTY_SESSION_ABSOLUTE_SECONDS,
        refreshReuseSeconds: env.LOYALTY_REFRESH_REUSE_SECONDS,
      },
    },
  };
}

/** Both keys or neither (push off); demo mode falls back to the demo pair. */
function pushSettings(env: z.infer<typeof EnvSchema>, demo: boolean): ServiceSettings['push'] {
  const { PUSH_VAPID_PUBLIC_KEY: publicKey, PUSH_VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey !== !privateKey)
    throw new Error(
      'Invalid loyalty service environment: PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY go together',
    );
  if (publicKey && privateKey) {
    const subject = env.PUSH_VAPID_SUBJECT ?? (demo ? DEMO_SECRETS.push.subject : undefined);
    if (!subject)
      throw new Error(
        'Invalid loyalty service environment: PUSH_VAPID_SUBJECT is required with the push keys',
      );
    return { publicKey, privateKey, subject };
  }
  return demo ? { ...DEMO_SECRETS.push } : null;
}
