import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { forMember, memberText } from '@/lib/bff/member-text';
import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv, memberCookie } from './harness';

// The BFF words every failed call for the member, in the language of the request's cookie
// (docs/product.md §8), so the browser shows its message as it comes.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());

describe('memberText', () => {
  it('says how many tries a wrong code leaves and how long to wait, in either language', () => {
    expect(memberText(400, 'otp_invalid', 'x', 'en', 'service', { attemptsLeft: 4 })).toBe(
      'The code is incorrect. 4 attempts left.',
    );
    expect(memberText(400, 'otp_invalid', 'x', 'en', 'service', { attemptsLeft: 1 })).toBe(
      'The code is incorrect. One attempt left.',
    );
    expect(memberText(400, 'otp_invalid', 'x', 'ar', 'service', { attemptsLeft: 2 })).toBe(
      'الرمز غير صحيح. تبقّت محاولتان.',
    );
    expect(memberText(429, 'rate_limited', 'x', 'en', 'service', { retryAfterSeconds: 27 })).toBe(
      'Too many requests. Please try again in 27 seconds.',
    );
    expect(memberText(429, 'rate_limited', 'x', 'en', 'service', { retryAfterSeconds: 3600 })).toBe(
      'Too many requests. Please try again in 60 minutes.',
    );
    expect(
      memberText(429, 'rate_limited', 'x', 'ar', 'service', { retryAfterSeconds: 5 }),
    ).toContain('بعد 5 ثوانٍ');
    // Without the detail, the plain words.
    expect(memberText(429, 'rate_limited', 'x', 'en')).toBe(en.ServiceErrors.rate_limited);
  });

  it('gives our words for a code we have words for, in either language, whatever the status', () => {
    expect(memberText(400, 'otp_invalid', 'The code is incorrect', 'en')).toBe(
      en.ServiceErrors.otp_invalid,
    );
    expect(memberText(400, 'otp_invalid', 'The code is incorrect', 'ar')).toBe(
      ar.ServiceErrors.otp_invalid,
    );
    expect(memberText(500, 'otp_send_failed', 'SMS gateway refused', 'ar')).toBe(
      ar.ServiceErrors.otp_send_failed,
    );
    expect(memberText(502, 'outcome_unknown', 'We could not confirm', 'ar')).toBe(
      ar.ServiceErrors.outcome_unknown,
    );
  });

  it('keeps the apostrophes of a text ICU would read as quotes', () => {
    expect(memberText(409, 'redemption_failed', '', 'en')).toContain("as a 'Special Bonus'");
  });

  it('never passes a server failure’s own words: a 5xx without our words is the generic text', () => {
    expect(memberText(500, 'internal', 'relation "ledger" does not exist', 'en')).toBe(
      en.ApiErrors.generic,
    );
    expect(memberText(503, undefined, 'Service unavailable', 'ar')).toBe(ar.ApiErrors.generic);
  });

  it('passes the service’s own words for another 4xx, and the generic text when there are none', () => {
    expect(memberText(400, 'invalid_input', 'Please enter a valid phone number', 'ar')).toBe(
      'Please enter a valid phone number',
    );
    expect(memberText(404, 'not_found', '  ', 'ar')).toBe(ar.ApiErrors.generic);
  });

  it('gives the BFF’s own refusals our words or the generic text, never its developer’s words', () => {
    expect(memberText(400, 'bad_request', 'Body is not valid JSON', 'ar', 'bff')).toBe(
      ar.ApiErrors.generic,
    );
    expect(memberText(400, 'session_required', 'Please sign in again.', 'ar', 'bff')).toBe(
      ar.ServiceErrors.session_required,
    );
  });

  it('does not take an inherited property for a code', () => {
    expect(memberText(400, 'toString', 'Bad', 'en')).toBe('Bad');
    expect(memberText(500, 'constructor', 'x', 'en')).toBe(en.ApiErrors.generic);
  });
});

describe('forMember', () => {
  it('leaves a success as it is and words an error', () => {
    const ok = { statusCode: 200, message: 'OK', data: { total: 5 } };
    expect(forMember(ok, 200, 'ar')).toBe(ok);
    const failed = {
      statusCode: 409,
      message: 'Insufficient',
      data: { code: 'insufficient_points' },
    };
    expect(forMember(failed, 409, 'ar')).toEqual({
      ...failed,
      message: ar.ServiceErrors.insufficient_points,
    });
    expect(forMember({ statusCode: 500, message: 'boom', data: null }, 500, 'en').message).toBe(
      en.ApiErrors.generic,
    );
  });
});

describe('the route handler', () => {
  it('answers an upstream refusal in the language of the request', async () => {
    upstream.on(() => envelope({ code: 'otp_expired' }, 400, 'The code has expired'));
    const body = { cCode: '+971', phnNo: '501234567', otp: '123456' };
    const arabic = await callBff('/api/amr-loyalty/verify-otp', { body, cookie: 'language=ar' });
    expect(arabic.status).toBe(400);
    expect(arabic.json).toMatchObject({
      message: ar.ServiceErrors.otp_expired,
      data: { code: 'otp_expired' },
    });
    const english = await callBff('/api/amr-loyalty/verify-otp', { body });
    expect(english.json.message).toBe(en.ServiceErrors.otp_expired);
  });

  it('words its own errors too: a session that has ended, an upstream that is down', async () => {
    const signedOut = await callBff('/api/amr-loyalty/voucher-list', {
      body: { brand: 'kfc' },
      cookie: 'language=ar',
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toBe(ar.ServiceErrors.unauthorized);

    upstream.on(() => envelope(null, 500, 'relation "ledger" does not exist'));
    const down = await callBff('/api/amr-loyalty/voucher-list', {
      body: { brand: 'kfc' },
      cookie: `${await memberCookie()}; language=ar`,
    });
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(down.json.message).toBe(ar.ApiErrors.generic);
  });

  it('answers in the language of the page the call comes from, over the stored one', async () => {
    upstream.on(() => envelope({ code: 'otp_expired' }, 400, 'The code has expired'));
    const body = { cCode: '+971', phnNo: '501234567', otp: '123456' };
    const fromArabicPage = await callBff('/api/amr-loyalty/verify-otp', {
      body,
      cookie: 'language=en',
      headers: { 'x-page-language': 'ar' },
    });
    expect(fromArabicPage.json.message).toBe(ar.ServiceErrors.otp_expired);
    expect(upstream.seen.at(-1)!.headers.language).toBe('Ar');
    const fromEnglishPage = await callBff('/api/amr-loyalty/verify-otp', {
      body,
      cookie: 'language=ar',
      headers: { 'x-page-language': 'en' },
    });
    expect(fromEnglishPage.json.message).toBe(en.ServiceErrors.otp_expired);
    expect(upstream.seen.at(-1)!.headers.language).toBe('En');
  });

  it('refuses a page language it does not know, and answers a request it refuses in the default language', async () => {
    const badHeader = await callBff('/api/amr-loyalty/config', {
      method: 'GET',
      headers: { 'x-page-language': 'fr' },
    });
    expect(badHeader.status).toBe(400);
    expect(badHeader.json.data).toMatchObject({ code: 'invalid_header', field: 'language' });
    expect(badHeader.json.message).toBe(en.ApiErrors.generic);
    const badCookie = await callBff('/api/amr-loyalty/config', {
      method: 'GET',
      cookie: 'language=xx',
      headers: { 'x-page-language': 'ar' },
    });
    expect(badCookie.json.data).toMatchObject({ code: 'invalid_header', field: 'language' });
    expect(badCookie.json.message).toBe(en.ApiErrors.generic);
  });

  it('words its own refusal of a malformed request for the member', async () => {
    const malformed = await callBff('/api/amr-loyalty/login', {
      rawBody: '{"cCode":',
      headers: { 'x-page-language': 'ar' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({
      message: ar.ApiErrors.generic,
      data: { code: 'bad_request' },
    });
  });
});
