import { z } from 'zod';

// The web app's environment, validated once (STYLE.md §7): nothing else reads process.env.
// Edge-safe (the middleware reads the session password from here too).

const password = z.string().min(32, 'must be at least 32 characters');

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
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    SESSION_PASSWORD: process.env.SESSION_PASSWORD,
    SESSION_PASSWORD_VERSION: process.env.SESSION_PASSWORD_VERSION || undefined,
    SESSION_PASSWORD_PREVIOUS: process.env.SESSION_PASSWORD_PREVIOUS || undefined,
    SESSION_COOKIE_SECURE: process.env.SESSION_COOKIE_SECURE || undefined,
    UPSTREAM_URL: process.env.UPSTREAM_URL || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  cached = parsed.data;
  return cached;
}
