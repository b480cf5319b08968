import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';
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
        device: { max: 1000, windowSeconds: 600 },
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

  it('a client-IP header with a guessed BFF secret is refused; without one the socket counts', async () => {
    const guessed = await call(
      h.url,
      'login',
      { cCode: '+966', phnNo: '590000009' },
      { ip: freshIp(), headers: { 'x-amr-bff-secret': 'guess' } },
    );
    expect(guessed.status).toBe(401);
    expect(guessed.body.data).toMatchObject({ code: 'invalid_bff_secret' });
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${h.url}/v1/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          deviceid: 'test-device-0001',
          'x-amr-client-ip': freshIp(),
        },
        body: JSON.stringify({ cCode: '+966', phnNo: `5${i}0000001` }),
      });
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

// J15: a mobile network puts many phones behind one address (carrier-grade NAT). With the
// product's own limits, 40 new members signing in from one address within ten minutes all get
// their code, while one number asking again and again, and one device walking numbers, are limited.
describe.each(DRIVERS)('many phones behind one carrier address on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: { limits: DEFAULT_SETTINGS.limits } });
  const carrier = '10.77.0.1';
  const fromPhone = (device: string) => ({ ip: carrier, headers: { deviceid: device } });

  it('40 new members from one address each get a code; one number asking ten times is limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Each member its own number block and phone: 5 national digits of prefix, one device.
      const phone = { cCode: '+971', phnNo: `56${String(i).padStart(3, '0')}4321` };
      statuses.push((await call(h.url, 'login', phone, fromPhone(`carrier-phone-${i}`))).status);
      h.clock.advance(10);
    }
    expect(statuses).toEqual(Array(40).fill(201));
    const again: number[] = [];
    const eager = { cCode: '+971', phnNo: '569994321' };
    for (let i = 0; i < 10; i++)
      again.push((await call(h.url, 'login', eager, fromPhone('eager-phone'))).status);
    expect(again[0]).toBe(201);
    expect(again.slice(1)).toEqual(Array(9).fill(429));
  });

  it('one device walking numbers behind that address is refused after its own limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const phone = { cCode: '+966', phnNo: `57${String(i).padStart(3, '0')}4321` };
      statuses.push((await call(h.url, 'login', phone, fromPhone('walking-phone'))).status);
    }
    const { max } = DEFAULT_SETTINGS.limits.device;
    expect(statuses).toEqual([...Array(max).fill(201), ...Array(12 - max).fill(429)]);
  });
});
