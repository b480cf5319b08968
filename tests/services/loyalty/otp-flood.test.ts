import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { DRIVERS, call, freshIp, harnessForBlock } from './support/harness';

// docs/quality.md §2 item 9: floods of OTP sends are answered 429 with Retry-After (or 400), nothing is
// sent for a refused request, and members and strangers get the same answer.
describe.each(DRIVERS)('OTP send limits on %s', (driver) => {
  const h = harnessForBlock(driver, {
    settings: {
      limits: {
        phone: { max: 3, windowSeconds: 3600 },
        phoneFromOneClient: { max: 2, windowSeconds: 3600 },
        ip: { max: 5, windowSeconds: 600 },
        prefix: { max: 4, windowSeconds: 600 },
      },
    },
  });

  const sent = (p: { cCode: string; phnNo: string }) =>
    h.outbox!.list(`${p.cCode}${p.phnNo}`).length;
  const retryAfter = (r: { headers: Headers }) => Number(r.headers.get('retry-after'));

  it('one phone many times a minute: 429 with Retry-After until the 30 s resend wait passes', async () => {
    const phone = { cCode: '+971', phnNo: '501110001' };
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await call(h.url, 'login', phone, { ip: freshIp() });
      expect(again.status).toBe(429);
      expect(again.body.statusCode).toBe(429);
      expect(retryAfter(again)).toBeGreaterThan(0);
      expect(retryAfter(again)).toBeLessThanOrEqual(30);
    }
    expect(sent(phone)).toBe(1);
    h.clock.advance(31);
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    h.clock.advance(31);
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    h.clock.advance(31);
    // Third send in the hour was the last one allowed for this phone.
    const capped = await call(h.url, 'login', phone, { ip: freshIp() });
    expect(capped.status).toBe(429);
    expect(retryAfter(capped)).toBeGreaterThan(30);
    expect(sent(phone)).toBe(3);
    h.clock.advance(3600);
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
  });

  it('a stranger at one address cannot use up a number: its owner still gets a code', async () => {
    const phone = { cCode: '+971', phnNo: '501110002' };
    const stranger = freshIp();
    expect((await call(h.url, 'login', phone, { ip: stranger })).status).toBe(201);
    h.clock.advance(31);
    expect((await call(h.url, 'login', phone, { ip: stranger })).status).toBe(201);
    h.clock.advance(31);
    // The stranger's address has had its share of this number's sends for the hour, and being
    // refused at once, it cannot keep the 30 s resend wait going either.
    h.clock.advance(31);
    for (let i = 0; i < 3; i++) {
      const refused = await call(h.url, 'login', phone, { ip: stranger });
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(30);
    }
    // The owner, at their own address, still gets a code at once.
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(201);
    expect(sent(phone)).toBe(3);
    h.clock.advance(3600);
  });

  it('many numbers in one prefix: refused once the prefix limit is reached, nothing sent', async () => {
    const phones = Array.from({ length: 7 }, (_, i) => ({
      cCode: '+971',
      phnNo: `5677700${String(i).padStart(2, '0')}`,
    }));
    const statuses = [];
    for (const p of phones)
      statuses.push((await call(h.url, 'login', p, { ip: freshIp() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
    expect(phones.map(sent)).toEqual([1, 1, 1, 1, 0, 0, 0]);
    // Another prefix is unaffected.
    expect(
      (await call(h.url, 'login', { cCode: '+971', phnNo: '567780000' }, { ip: freshIp() })).status,
    ).toBe(201);
  });

  it('one client IP many numbers: refused after the IP limit', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await call(h.url, 'login', { cCode: '+971', phnNo: `55${i}120000` }, { ip })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('a client-IP header without the BFF secret is ignored (the socket address counts)', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(
        h.url,
        'login',
        { cCode: '+966', phnNo: `5${i}0000001` },
        { ip: freshIp(), headers: { 'x-amr-bff-secret': 'guess' } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('a country outside UAE/KSA and malformed numbers: 400 naming the field, nothing sent', async () => {
    const before = h.outbox!.list().length;
    const cases = [
      [{ cCode: '+965', phnNo: '51234567' }, 'cCode'],
      [{ cCode: '+1', phnNo: '2025550123' }, 'cCode'],
      [{ cCode: '+971', phnNo: '5012345678901' }, 'phnNo'],
      [{ cCode: '+971', phnNo: '+501234567' }, 'phnNo'],
      [{ cCode: '+966', phnNo: '1234' }, 'phnNo'],
      [{ cCode: '+971', phnNo: '٥٠١٢٣٤٥٦٧' }, 'phnNo'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await call(h.url, 'login', body, { ip: freshIp() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data).toMatchObject({ field });
    }
    expect(h.outbox!.list().length).toBe(before);
  });

  it('members and strangers get the same answers, including when refused', async () => {
    const member = { cCode: DEMO_MEMBERS[1]!.cCode, phnNo: DEMO_MEMBERS[1]!.phnNo };
    const stranger = { cCode: '+966', phnNo: '559998877' };
    const m1 = await call(h.url, 'login', member, { ip: freshIp() });
    const s1 = await call(h.url, 'login', stranger, { ip: freshIp() });
    expect([m1.status, s1.status]).toEqual([200, 201]);
    expect(m1.body.data).toEqual(s1.body.data);
    const m2 = await call(h.url, 'login', member, { ip: freshIp() });
    const s2 = await call(h.url, 'login', stranger, { ip: freshIp() });
    expect(m2.status).toBe(429);
    expect(s2.status).toBe(429);
    expect(m2.body).toEqual(s2.body);
    expect(retryAfter(m2)).toBe(retryAfter(s2));
  });
});
