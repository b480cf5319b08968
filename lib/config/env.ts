import { z } from 'zod';

// The web app's environment, validated once (docs/conventions.md §7): nothing else reads process.env.
// Edge-safe (the middleware reads the session password from here too).

const password = z.string().min(32, 'must be at least 32 characters');

/** A comma-separated setting, each entry trimmed and checked by `entry`; unset is empty. */
const commaSeparated = <T extends z.ZodType<unknown, string>>(entry: T) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entry));

/** Comma-separated URLs, kept as their origins. */
const originList = commaSeparated(z.url().transform((o) => new URL(o).origin));

/**
 * An https URL; plain http only on this machine (localhost, 127.0.0.1, ::1), where a test or a
 * developer serves it: an https page may not load anything over http from another host.
 */
const httpsUrl = z.url({ protocol: /^https?$/ }).refine(
  (url) => {
    const { protocol, hostname } = URL.parse(url) ?? {};
    // Not http at all is the URL check's to name.
    return protocol !== 'http:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname!);
  },
  { message: 'must be https (http only on localhost)' },
);

/** A PEM block of this label, as an env file holds it: one line, newlines written as `\n`. */
const pem = (label: string, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\\n/g, '\n'))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^-----BEGIN ${label}-----\\n[\\s\\S]+\\n-----END ${label}-----\\s*$`),
          message,
        ),
    )
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Seals the session cookie (iron-session). */
  SESSION_PASSWORD: password,
  /**
   * Rotation: bump SESSION_PASSWORD_VERSION and move the old password to
   * SESSION_PASSWORD_PREVIOUS. Cookies sealed with it still open; new ones use the current.
   */
  SESSION_PASSWORD_VERSION: z.coerce.number().int().min(2).max(1_000_000).default(2),
  SESSION_PASSWORD_PREVIOUS: password.optional(),
  /** Defaults to true in production; browsers accept Secure cookies on http://localhost. */
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** The loyalty service (services/loyalty) or any upstream speaking the same contract. */
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4100'),
  /**
   * How long a browser's call may take in all, retries and token refresh included (docs/quality.md §2
   * item 23): each upstream attempt gets what is left.
   */
  BFF_CALL_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /**
   * The proxies in front of the web app whose X-Forwarded-For is believed, comma-separated
   * addresses or CIDR ranges (10.0.0.0/8, ::1). Empty: the client is the socket's peer, whatever
   * a request says (lib/server/client-address.ts).
   */
  TRUSTED_PROXIES: commaSeparated(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])),
  /** amr-auth's client credentials (docs/product.md §7): held by the BFF, never sent to a browser. */
  LOYALTY_CLIENT_ID: z.string().min(8).optional(),
  LOYALTY_CLIENT_SECRET: z.string().min(16).optional(),
  /**
   * Brand sites and apps allowed to embed the app and receive its messages (docs/quality.md §2 item
   * 15), comma-separated origins such as https://order.brand.example.
   */
  BRAND_ORIGINS: originList,
  /** Proves to the upstream that a request, and the client IP it names, come from this BFF. */
  LOYALTY_BFF_SECRET: z.string().min(16).optional(),
  /** Error reporting (Sentry) is off unless a DSN is set; nothing is loaded or sent without it. */
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  /**
   * Google Tag Manager's container id (docs/product.md §7 analytics): loaded only when set, and only
   * after the visitor accepts cookies (components/observability/tag-manager.tsx).
   */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  /**
   * The store locator's map (docs/product.md §2 /locate-brands): a MapLibre style document's URL.
   * Unset, the locator is a list with no map switch and no map code is loaded.
   */
  MAP_STYLE_URL: httpsUrl.optional(),
  /**
   * Where the style's tiles, glyphs and sprites come from, when not the style's own origin:
   * comma-separated origins the page and the map's worker may fetch from.
   */
  MAP_ORIGINS: commaSeparated(httpsUrl.transform((o) => new URL(o).origin)),
  /**
   * Turns on GET /api/metrics for `Authorization: Bearer <METRICS_TOKEN>` (app/api/metrics/route.ts);
   * unset, the endpoint does not exist.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Google Wallet (docs/product.md §4 Member card in the phone's wallet): the issuer id and the
   * service account whose key signs the "Save to Google Wallet" link. All three or none; none: no
   * button is shown or loaded. The key is the service account's PEM (PKCS #8), `\n` for newlines
   * where the env file cannot hold them.
   */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the issuer id (digits)')
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.email().optional(),
  GOOGLE_WALLET_PRIVATE_KEY: pem('PRIVATE KEY', 'must be a PEM private key (PKCS #8)'),
  /**
   * Apple Wallet (docs/product.md §4 Member card in the phone's wallet): the pass type id and team
   * of the Pass Type ID certificate that signs each .pkpass (lib/wallet/apple-pass.ts), its key
   * (its passphrase if the key has one) and Apple's WWDR intermediate certificate, all PEM with
   * `\n` for newlines where the env file cannot hold them. All or none (the passphrase aside);
   * none: no button is shown or loaded and app/api/wallet/apple answers 404.
   */
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be the pass type id (pass.…)')
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id')
    .optional(),
  APPLE_WALLET_SIGNER_CERT: pem('CERTIFICATE', 'must be a PEM certificate'),
  APPLE_WALLET_SIGNER_KEY: pem('(?:RSA |EC |ENCRYPTED )?PRIVATE KEY', 'must be a PEM private key'),
  APPLE_WALLET_SIGNER_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WALLET_WWDR_CERT: pem('CERTIFICATE', 'must be a PEM certificate'),
  /** The server log's threshold (lib/observability/logger.ts); unset: info, silent under tests. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Read by Next's standalone server itself (node_modules/next/dist/build/utils.js writes
   * .next/standalone/server.js), which silently falls back to Node's 5 s on a value it cannot
   * read: checked here so a typo stops the start instead (scripts/prod-commands.mjs sets 65000).
   */
  KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(1000).max(3_600_000).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Where settings come from: process.env, or a test's own record. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const SETTINGS = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];
/** Settings that are all set or none: each phone wallet's (named by its first two words). */
const ALL_OR_NONE = [
  ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_WALLET_PRIVATE_KEY'],
  [
    'APPLE_WALLET_PASS_TYPE_ID',
    'APPLE_WALLET_TEAM_ID',
    'APPLE_WALLET_SIGNER_CERT',
    'APPLE_WALLET_SIGNER_KEY',
    'APPLE_WALLET_WWDR_CERT',
  ],
] as const;

function parseEnv(source: EnvSource) {
  // An empty value counts as unset, as a blank line in an env file means.
  return EnvSchema.safeParse(Object.fromEntries(SETTINGS.map((k) => [k, source[k] || undefined])));
}

/**
 * Every bad or missing setting as `NAME: why`, once per setting and in the schema's order, never
 * with its value (it may be a secret); empty when the process may serve. Stricter than env(): the
 * client credentials are required here, since a web app without them cannot sign anyone in
 * (lib/server/start-check.ts runs this before the server takes requests).
 */
export function findEnvProblems(source: EnvSource): string[] {
  const parsed = parseEnv(source);
  const problems = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? 'environment');
    if (problems.has(name)) continue;
    const entry = issue.path.length > 1 ? `entry ${Number(issue.path[1]) + 1}: ` : '';
    problems.set(name, source[name] ? `${entry}${issue.message}` : 'required');
  }
  for (const name of ['LOYALTY_CLIENT_ID', 'LOYALTY_CLIENT_SECRET'] as const)
    if (!source[name] && !problems.has(name)) problems.set(name, 'required');
  // Half a wallet's settings is a mistake, not a choice: say which are missing.
  for (const group of ALL_OR_NONE)
    if (group.some((name) => source[name]))
      for (const name of group)
        if (!source[name] && !problems.has(name))
          problems.set(
            name,
            `required with the other ${group[0].split('_', 2).join('_')}_ settings`,
          );
  const order = (name: string) => SETTINGS.indexOf(name as (typeof SETTINGS)[number]);
  return [...problems]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([name, why]) => `${name}: ${why}`);
}

// Each setting is read by name: the middleware's edge bundle reads this module too, and a named
// read is one a bundler can see.
function processEnv(): EnvSource {
  return {
    NODE_ENV: process.env.NODE_ENV,
    SESSION_PASSWORD: process.env.SESSION_PASSWORD,
    SESSION_PASSWORD_VERSION: process.env.SESSION_PASSWORD_VERSION,
    SESSION_PASSWORD_PREVIOUS: process.env.SESSION_PASSWORD_PREVIOUS,
    SESSION_COOKIE_SECURE: process.env.SESSION_COOKIE_SECURE,
    UPSTREAM_URL: process.env.UPSTREAM_URL,
    BFF_CALL_DEADLINE_MS: process.env.BFF_CALL_DEADLINE_MS,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
    BRAND_ORIGINS: process.env.BRAND_ORIGINS,
    LOYALTY_CLIENT_ID: process.env.LOYALTY_CLIENT_ID,
    LOYALTY_CLIENT_SECRET: process.env.LOYALTY_CLIENT_SECRET,
    LOYALTY_BFF_SECRET: process.env.LOYALTY_BFF_SECRET,
    SENTRY_DSN: process.env.SENTRY_DSN,
    SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT,
    TAG_MANAGER_ID: process.env.TAG_MANAGER_ID,
    MAP_STYLE_URL: process.env.MAP_STYLE_URL,
    MAP_ORIGINS: process.env.MAP_ORIGINS,
    METRICS_TOKEN: process.env.METRICS_TOKEN,
    GOOGLE_WALLET_ISSUER_ID: process.env.GOOGLE_WALLET_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    GOOGLE_WALLET_PRIVATE_KEY: process.env.GOOGLE_WALLET_PRIVATE_KEY,
    APPLE_WALLET_PASS_TYPE_ID: process.env.APPLE_WALLET_PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: process.env.APPLE_WALLET_TEAM_ID,
    APPLE_WALLET_SIGNER_CERT: process.env.APPLE_WALLET_SIGNER_CERT,
    APPLE_WALLET_SIGNER_KEY: process.env.APPLE_WALLET_SIGNER_KEY,
    APPLE_WALLET_SIGNER_KEY_PASSPHRASE: process.env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE,
    APPLE_WALLET_WWDR_CERT: process.env.APPLE_WALLET_WWDR_CERT,
    LOG_LEVEL: process.env.LOG_LEVEL,
    KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT,
  };
}

/** findEnvProblems for this process's own environment. */
export function findProcessEnvProblems(): string[] {
  return findEnvProblems(processEnv());
}

export function env(): Env {
  if (cached) return cached;
  const parsed = parseEnv(processEnv());
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  cached = parsed.data;
  return cached;
}

let bffCached: ReturnType<typeof readBffEnv> | undefined;

/** The BFF's upstream settings; the credentials are required once the BFF is used. */
export function bffEnv() {
  bffCached ??= readBffEnv();
  return bffCached;
}

function readBffEnv() {
  const e = env();
  if (!e.LOYALTY_CLIENT_ID || !e.LOYALTY_CLIENT_SECRET) {
    throw new Error(
      'Invalid environment: LOYALTY_CLIENT_ID and LOYALTY_CLIENT_SECRET are required',
    );
  }
  return {
    upstreamUrl: new URL(e.UPSTREAM_URL),
    callDeadlineMs: e.BFF_CALL_DEADLINE_MS,
    clientId: e.LOYALTY_CLIENT_ID,
    clientSecret: e.LOYALTY_CLIENT_SECRET,
    bffSecret: e.LOYALTY_BFF_SECRET,
  };
}

/** Google Wallet's issuer settings, or null when they are not all set (no button, docs/product.md §4). */
export function googleWalletEnv() {
  const e = env();
  if (!e.GOOGLE_WALLET_ISSUER_ID || !e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL) return null;
  if (!e.GOOGLE_WALLET_PRIVATE_KEY) return null;
  return {
    issuerId: e.GOOGLE_WALLET_ISSUER_ID,
    serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    privateKey: e.GOOGLE_WALLET_PRIVATE_KEY,
  };
}

/**
 * The store map's style and every origin it fetches from (the style's own first), or null when no
 * style is set (no map, docs/product.md §2 /locate-brands).
 */
export function mapEnv() {
  const e = env();
  if (!e.MAP_STYLE_URL) return null;
  const styleOrigin = new URL(e.MAP_STYLE_URL).origin;
  return {
    styleUrl: e.MAP_STYLE_URL,
    origins: [...new Set([styleOrigin, ...e.MAP_ORIGINS])],
  };
}

/** Apple Wallet's pass signing settings, or null when they are not all set (no button, docs/product.md §4). */
export function appleWalletEnv() {
  const e = env();
  const { APPLE_WALLET_PASS_TYPE_ID: passTypeId, APPLE_WALLET_TEAM_ID: teamId } = e;
  const { APPLE_WALLET_SIGNER_CERT: signerCert, APPLE_WALLET_SIGNER_KEY: signerKey } = e;
  const wwdr = e.APPLE_WALLET_WWDR_CERT;
  if (!passTypeId || !teamId || !signerCert || !signerKey || !wwdr) return null;
  return {
    passTypeId,
    teamId,
    signerCert,
    signerKey,
    signerKeyPassphrase: e.APPLE_WALLET_SIGNER_KEY_PASSPHRASE,
    wwdr,
  };
}
