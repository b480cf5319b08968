import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@/lib/contract/common';
import { DATABASE_DEFAULTS } from '@/services/loyalty/db/client';
import { DEMO_SECRETS } from '@/services/loyalty/dev/demo-secrets';
import {
  DEFAULT_SETTINGS,
  PROCESS_DEFAULTS,
  type ServiceSettings,
} from '@/services/loyalty/settings';

// The only module of the service that reads process.env (docs/conventions.md §7). Every setting is
// checked before anything opens or listens, and one error names each bad one (docs/production.md
// §3). Demo fallbacks apply in demo mode only, and demo mode only on this machine (§2 Demo mode).

const wholeNumber = (min: number, max: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const seconds = (fallback: number, max = 10 * 365 * 86400) => wholeNumber(1, max).default(fallback);
const secret = (min: number) => z.string().min(min, { error: `at least ${min} characters` });
const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'expected 1, true, 0 or false' })
  .optional()
  .transform((v) => v === '1' || v === 'true');
const host = z
  .string()
  .refine((v) => isIP(v) !== 0 || /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$/.test(v), {
    error: 'not an IP address or host name',
  });
// node-postgres takes postgres:// and postgresql:// URLs; a socket directory goes in `?host=`.
const postgresUrl = z.string().refine(
  (v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    const hostGiven = url.hostname !== '' || url.searchParams.has('host');
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && hostGiven;
  },
  { error: 'not a PostgreSQL URL (postgres://user:password@host:5432/database)' },
);

/** A 10-character Apple id (a key's, a team's), as the developer account shows it. */
const appleId = z
  .string()
  .regex(/^[A-Z0-9]{10}$/, { error: 'expected 10 capital letters or digits' });
/** Apple's .p8 file: a P-256 key, PEM "BEGIN PRIVATE KEY" (PKCS #8), on one line with `\n`. */
const apnsKey = z
  .string()
  .transform((v) => v.replace(/\\n/g, '\n'))
  .refine(isP256Pkcs8, {
    error: 'expected the .p8 key: a P-256 key in PEM (BEGIN PRIVATE KEY), newlines written as \\n',
  });
/**
 * Where pushes go: https on any host (Apple's is the default), or plain http on this machine only,
 * for a test's stand-in; kept as its origin.
 */
const apnsHost = z
  .string()
  .refine(apnsHostAllowed, {
    error: 'expected an https:// origin, or http:// on 127.0.0.1, localhost or [::1] (tests)',
  })
  .transform((v) => new URL(v).origin);
/** The APNs settings: all three or none (APNS_HOST has a default, but alone it is a mistake). */
const APNS_KEYS = ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_PRIVATE_KEY'] as const;

const EnvSchema = z.object({
  LOYALTY_PORT: wholeNumber(0, 65535).default(4100),
  LOYALTY_HOST: host.optional(),
  DATABASE_URL: postgresUrl.optional(),
  LOYALTY_DATA_DIR: z.string().default('.data/pglite'),
  LOYALTY_DEMO: flag,
  LOYALTY_SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 600).default(
    PROCESS_DEFAULTS.shutdownGraceSeconds,
  ),
  LOYALTY_METRICS_PORT: wholeNumber(0, 65535).optional(),
  LOYALTY_METRICS_HOST: host.default(PROCESS_DEFAULTS.metricsHost),
  // The database client's limits (services/loyalty/db/client.ts DatabaseOptions), in ms; 0 is
  // "no limit" where the client allows it, never for the connect timeout: a start must end.
  LOYALTY_DB_POOL_SIZE: wholeNumber(1, 1000).default(DATABASE_DEFAULTS.poolSize),
  LOYALTY_DB_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000).default(
    DATABASE_DEFAULTS.connectTimeoutMs,
  ),
  LOYALTY_DB_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000).default(
    DATABASE_DEFAULTS.statementTimeoutMs,
  ),
  LOYALTY_DB_LOCK_TIMEOUT_MS: wholeNumber(0, 3_600_000).default(DATABASE_DEFAULTS.lockTimeoutMs),
  SMS_WEBHOOK_URL: z.url({ error: 'not a URL' }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  LOYALTY_CLIENT_ID: secret(8).optional(),
  LOYALTY_CLIENT_SECRET: secret(16).optional(),
  LOYALTY_BFF_SECRET: secret(16).optional(),
  LOYALTY_LOOKUP_SECRET: secret(32).optional(),
  LOYALTY_BONUS_SECRET: secret(32).optional(),
  // A P-256 key pair in base64url (scripts/runtime-env.mjs or `npx web-push generate-vapid-keys`).
  PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'expected 87 base64url characters' })
    .optional(),
  PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'expected 43 base64url characters' })
    .optional(),
  PUSH_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'expected a mailto: or https:// contact' })
    .optional(),
  // Apple's push service, to wake the devices keeping an Apple Wallet pass (docs/production.md §3).
  APNS_KEY_ID: appleId.optional(),
  APNS_TEAM_ID: appleId.optional(),
  APNS_PRIVATE_KEY: apnsKey.optional(),
  APNS_HOST: apnsHost.default('https://api.push.apple.com'),
  LOYALTY_REMINDER_INTERVAL_SECONDS: seconds(DEFAULT_SETTINGS.reminders.intervalSeconds),
  LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION: wholeNumber(1, 10).default(
    DEFAULT_SETTINGS.reminders.pushSubscriptionsPerSession,
  ),
  // For a test run's local push service only (settings.ts allowLocalPushEndpoints).
  LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS: flag,
  ...Object.fromEntries(
    BRAND_CODES.map((b) => [`LOYALTY_PARTNER_KEY_${b.toUpperCase()}`, secret(16).optional()]),
  ),
  LOYALTY_ACCESS_TOKEN_TTL_SECONDS: seconds(DEFAULT_SETTINGS.tokens.accessTtlSeconds),
  LOYALTY_OTP_TTL_SECONDS: seconds(DEFAULT_SETTINGS.otp.ttlSeconds),
  LOYALTY_OTP_RESEND_SECONDS: seconds(DEFAULT_SETTINGS.otp.resendSeconds),
  LOYALTY_CODE_SENDS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(DEFAULT_SETTINGS.limits.ip.max),
  LOYALTY_SESSION_IDLE_SECONDS: seconds(DEFAULT_SETTINGS.tokens.idleSeconds),
  LOYALTY_SESSION_ABSOLUTE_SECONDS: seconds(DEFAULT_SETTINGS.tokens.absoluteSeconds),
  // 0 turns the reuse window off (scripts/scale-out.mjs shows what that does with two web replicas).
  LOYALTY_REFRESH_REUSE_SECONDS: wholeNumber(0, 300).default(
    DEFAULT_SETTINGS.tokens.refreshReuseSeconds,
  ),
  // Error reporting (docs/production.md §11): the same variables as the web app's.
  SENTRY_DSN: z.url({ error: 'not a URL' }).optional(),
  SENTRY_ENVIRONMENT: z.string().max(64, { error: 'at most 64 characters' }).optional(),
});
type Parsed = z.infer<typeof EnvSchema> & Record<string, string | undefined>;

export interface ServiceEnv {
  port: number;
  /** The listening address: 127.0.0.1 in demo mode, 0.0.0.0 otherwise, unless LOYALTY_HOST. */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  shutdownGraceSeconds: number;
  /** The Prometheus listener; null when LOYALTY_METRICS_PORT is unset. */
  metrics: { port: number; host: string } | null;
  /** Pool size and timeouts for PostgreSQL (PGlite ignores them). */
  database: Omit<typeof DATABASE_DEFAULTS, 'migrationLockTimeoutMs'>;
  sentry: { dsn: string; environment: string | undefined } | null;
  settings: ServiceSettings;
}

/** Every bad setting, each as `NAME: what is wrong` (never its value, which may be a secret). */
export class InvalidServiceEnv extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid loyalty service environment: ${problems.join('; ')}`);
    this.name = 'InvalidServiceEnv';
  }
}

export const DEMO_HOST_PROBLEM =
  'demo mode serves every one-time code at /dev/outbox, so it listens on a loopback address only (127.0.0.1, ::1, localhost)';

/** Only this machine can reach these: demo mode may listen nowhere else. */
export function isLoopback(address: string): boolean {
  return address === 'localhost' || address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * `true` in the production bundle only: scripts/build-service.mjs defines it for
 * services/loyalty/dist/server.mjs, which `npm run start:prod` and the containers run. Demo mode
 * is for this machine's `npm start`; a production start refuses it (docs/production.md §2).
 */
declare const LOYALTY_PRODUCTION_BUILD: boolean | undefined;
const productionBuild = typeof LOYALTY_PRODUCTION_BUILD === 'boolean' && LOYALTY_PRODUCTION_BUILD;

export const PRODUCTION_DEMO_PROBLEM =
  'the production build never runs demo mode: unset it, and give the settings .env.example lists';

export function loadServiceEnv(
  source: Record<string, string | undefined> = process.env,
  overrides: { demo?: boolean; productionBuild?: boolean } = {},
): ServiceEnv {
  // An empty value (`KEY=` in an env file) is an unset one.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  if (overrides.demo !== undefined) given.LOYALTY_DEMO = overrides.demo ? '1' : '0';
  const parsed = EnvSchema.safeParse(given);
  const problems = new Map<string, string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0]);
    if (!problems.has(name)) problems.set(name, issue.message);
  }
  const demoFlag = flag.safeParse(given.LOYALTY_DEMO);
  // A bad LOYALTY_DEMO is reported itself; the checks that depend on the mode then wait for it.
  if (demoFlag.success) checkMode(given, demoFlag.data, problems);
  if (demoFlag.data && (overrides.productionBuild ?? productionBuild))
    problems.set('LOYALTY_DEMO', PRODUCTION_DEMO_PROBLEM);
  if (problems.size > 0)
    throw new InvalidServiceEnv([...problems].map(([name, why]) => `${name}: ${why}`));
  return fromParsed(parsed.data as Parsed);
}

/** The rules that depend on demo mode, or on two settings together. */
function checkMode(
  env: Record<string, string | undefined>,
  demo: boolean,
  problems: Map<string, string>,
): void {
  const add = (name: string, why: string) => void (problems.has(name) || problems.set(name, why));
  if (demo && env.LOYALTY_HOST !== undefined && !isLoopback(env.LOYALTY_HOST))
    add('LOYALTY_HOST', DEMO_HOST_PROBLEM);
  if (!demo) {
    for (const name of [
      'SMS_WEBHOOK_URL',
      'LOYALTY_CLIENT_ID',
      'LOYALTY_CLIENT_SECRET',
      'LOYALTY_LOOKUP_SECRET',
    ])
      if (env[name] === undefined) add(name, 'required outside demo mode');
    // The reminder job would post to this machine's own ports: never for a real deployment.
    if (flag.safeParse(env.LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS).data)
      add('LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS', 'for test runs in demo mode only');
  }
  const [publicKey, privateKey] = [env.PUSH_VAPID_PUBLIC_KEY, env.PUSH_VAPID_PRIVATE_KEY];
  if (!publicKey !== !privateKey)
    add(publicKey ? 'PUSH_VAPID_PRIVATE_KEY' : 'PUSH_VAPID_PUBLIC_KEY', 'the two keys go together');
  if (publicKey && privateKey && !demo && env.PUSH_VAPID_SUBJECT === undefined)
    add('PUSH_VAPID_SUBJECT', 'required with the push keys');
  // Half of Apple's push settings is a mistake, not a choice: say which are missing.
  if ([...APNS_KEYS, 'APNS_HOST'].some((name) => env[name] !== undefined))
    for (const name of APNS_KEYS)
      if (env[name] === undefined) add(name, 'required with the other APNS_ settings');
  const [port, metricsPort] = [env.LOYALTY_PORT ?? '4100', env.LOYALTY_METRICS_PORT];
  if (metricsPort !== undefined && metricsPort !== '0' && metricsPort === port)
    add('LOYALTY_METRICS_PORT', 'must differ from LOYALTY_PORT');
}

function fromParsed(env: Parsed): ServiceEnv {
  const demo = env.LOYALTY_DEMO;
  const orDemo = (value: string | undefined, demoValue: string) => value ?? demoValue;
  const partnerKeys: Partial<Record<BrandCode, string>> = {};
  for (const brand of BRAND_CODES) {
    const key =
      env[`LOYALTY_PARTNER_KEY_${brand.toUpperCase()}`] ??
      (demo ? DEMO_SECRETS.partnerKey(brand) : undefined);
    if (key) partnerKeys[brand] = key;
  }
  return {
    port: env.LOYALTY_PORT,
    host: env.LOYALTY_HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.LOYALTY_DATA_DIR,
    demo,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN,
    shutdownGraceSeconds: env.LOYALTY_SHUTDOWN_GRACE_SECONDS,
    metrics:
      env.LOYALTY_METRICS_PORT === undefined
        ? null
        : { port: env.LOYALTY_METRICS_PORT, host: env.LOYALTY_METRICS_HOST },
    database: {
      poolSize: env.LOYALTY_DB_POOL_SIZE,
      connectTimeoutMs: env.LOYALTY_DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.LOYALTY_DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.LOYALTY_DB_LOCK_TIMEOUT_MS,
    },
    sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT } : null,
    settings: {
      ...DEFAULT_SETTINGS,
      demo,
      // checkMode made these required outside demo mode, so the demo values fill demo mode only.
      clientCredentials: [
        {
          clientId: orDemo(env.LOYALTY_CLIENT_ID, DEMO_SECRETS.clientId),
          clientSecret: orDemo(env.LOYALTY_CLIENT_SECRET, DEMO_SECRETS.clientSecret),
        },
      ],
      bffSecret: env.LOYALTY_BFF_SECRET ?? (demo ? DEMO_SECRETS.bffSecret : null),
      lookupSecret: orDemo(env.LOYALTY_LOOKUP_SECRET, DEMO_SECRETS.lookupSecret),
      ...(env.LOYALTY_BONUS_SECRET ? { bonusSecret: env.LOYALTY_BONUS_SECRET } : {}),
      partnerKeys,
      push: pushSettings(env, demo),
      applePush:
        env.APNS_KEY_ID && env.APNS_TEAM_ID && env.APNS_PRIVATE_KEY
          ? {
              keyId: env.APNS_KEY_ID,
              teamId: env.APNS_TEAM_ID,
              privateKey: env.APNS_PRIVATE_KEY,
              host: env.APNS_HOST,
            }
          : null,
      reminders: {
        intervalSeconds: env.LOYALTY_REMINDER_INTERVAL_SECONDS,
        allowLocalPushEndpoints: env.LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS,
        pushSubscriptionsPerSession: env.LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION,
      },
      limits: {
        ...DEFAULT_SETTINGS.limits,
        ip: { ...DEFAULT_SETTINGS.limits.ip, max: env.LOYALTY_CODE_SENDS_PER_ADDRESS },
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

/** Both keys or neither (push off; checkMode refused one alone); demo mode falls back to the demo pair. */
function pushSettings(env: Parsed, demo: boolean): ServiceSettings['push'] {
  const { PUSH_VAPID_PUBLIC_KEY: publicKey, PUSH_VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) {
    const subject = env.PUSH_VAPID_SUBJECT ?? DEMO_SECRETS.push.subject;
    return { publicKey, privateKey, subject };
  }
  return demo ? { ...DEMO_SECRETS.push } : null;
}

function isP256Pkcs8(pem: string): boolean {
  if (!/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/.test(pem))
    return false;
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

function apnsHostAllowed(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
