import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshIp,
  freshPhone,
  startHarness,
  type Harness,
  type Instance,
} from './support/harness';
import { latestCode } from './support/flows';

// Two service instances, each with its own connection pool, on one PostgreSQL share OTP attempt
// counts and rate limits (docs/architecture.md §4, §5), because both live in the database.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(!!url)('two service instances on one PostgreSQL', () => {
  let h: Harness;
  let replica: Instance;
  beforeAll(async () => {
    h = await startHarness('postgres', {
      settings: {
        limits: {
          phone: { max: 5, windowSeconds: 3600 },
          phoneFromOneClient: { max: 5, windowSeconds: 3600 },
          ip: { max: 4, windowSeconds: 600 },
          device: { max: 10_000, windowSeconds: 600 },
          prefix: { max: 10_000, windowSeconds: 600 },
        },
      },
    });
    replica = await h.startReplica();
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  }, 30_000);

  it('share OTP attempts: 20 wrong guesses split over both instances evaluate at most 5', async () => {
    const phone = freshPhone();
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    const code = latestCode(h, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? replica.url : h.url, 'verify-otp', { ...phone, otp: wrong }),
      ),
    );
    expect(
      replies.filter((r) => (r.body.data as { code: string }).code === 'otp_invalid'),
    ).toHaveLength(5);
    expect(
      (await call(replica.url, 'verify-otp', { ...phone, otp: code })).body.data,
    ).toMatchObject({ code: 'otp_locked' });
  });

  it('share the resend wait: a code sent by one instance blocks a resend on the other', async () => {
    const phone = freshPhone();
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    const other = await call(replica.url, 'login', phone, { ip: freshIp() });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share per-IP limits', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call(i % 2 ? replica.url : h.url, 'login', freshPhone(), { ip })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('a code sent by one instance verifies on the other, once', async () => {
    const phone = freshPhone();
    await call(replica.url, 'login', phone, { ip: freshIp() });
    // The replica has its own demo outbox; the code is read from the instance that sent it.
    const code = replica.outbox!.list(`${phone.cCode}${phone.phnNo}`)[0]!.code;
    const both = await Promise.all(
      [h.url, replica.url].map((u) => call(u, 'verify-otp', { ...phone, otp: code })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([211, 400]);
  });
});
