import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import type { Deps } from '@/services/loyalty/deps';
import { devices } from '@/services/loyalty/db/schema-members';
import { sha256 } from '@/services/loyalty/domain/secrets';
import { defineCall } from '@/services/loyalty/http/define-call';

const FP_COOKIE = '_fp';
const ONE_YEAR = 365 * 86400;

// docs/product.md §3 Fingerprint payload and Cookies: the device-id call answers a device id and the server
// sets the _fp cookie. The id is random; the fingerprint is kept only as a hash.
export function registerDevice(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'device-id', async ({ c, body, now, headers }) => {
    const fingerprintHash = sha256(JSON.stringify(body));
    const known = getCookie(c, FP_COOKIE) ?? headers.deviceId;
    let deviceId: string | null = null;
    if (known && /^[A-Za-z0-9_-]{8,128}$/.test(known)) {
      const [row] = await db
        .update(devices)
        .set({ lastSeenAt: now, fingerprintHash, deviceModel: headers.deviceModel })
        .where(eq(devices.id, known))
        .returning();
      deviceId = row?.id ?? null;
    }
    if (!deviceId) {
      deviceId = randomBytes(18).toString('base64url');
      await db.insert(devices).values({
        id: deviceId,
        fingerprintHash,
        deviceModel: headers.deviceModel,
        createdAt: now,
        lastSeenAt: now,
      });
    }
    setCookie(c, FP_COOKIE, deviceId, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: ONE_YEAR,
    });
    return { data: { deviceId } };
  });
}
