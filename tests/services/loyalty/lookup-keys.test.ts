import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { lookupKey } from '@/services/loyalty/domain/secrets';
import { DRIVERS, call, freshIp, freshPhone, harnessForBlock } from './support/harness';

// docs/quality.md, personal data: phone-derived lookup keys are keyed HMACs. A plain sha256 of a phone
// is reversed in seconds by trying a prefix's 10,000 numbers; without the server's secret these
// keys cannot be matched against anything.
describe.each(DRIVERS)('lookup keys on %s', (driver) => {
  const h = harnessForBlock(driver);

  it('depend on the server secret and are not a plain hash of the phone', () => {
    const phone = '+971501234567';
    const key = lookupKey(h.settings.lookupSecret, 'phone', phone);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(lookupKey('another-secret-of-thirty-two-chars!!', 'phone', phone));
    expect(key).not.toBe(createHash('sha256').update(`phone:${phone}`).digest('hex'));
    expect(key).not.toBe(createHash('sha256').update(phone).digest('hex'));
  });

  it('are all a code send leaves behind: no number, no plain hash of it', async () => {
    const phone = freshPhone();
    const e164 = `${phone.cCode}${phone.phnNo}`;
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    const stored = JSON.stringify([
      rowsOf(await h.db.execute(sql`select * from otp_challenges`)),
      rowsOf(await h.db.execute(sql`select key from rate_limits`)),
    ]);
    expect(stored).toContain(lookupKey(h.settings.lookupSecret, 'phone', e164));
    expect(stored).not.toContain(phone.phnNo);
    for (const plain of [`phone:${e164}`, e164]) {
      expect(stored).not.toContain(createHash('sha256').update(plain).digest('hex'));
    }
  });
});
