import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { forMember, memberText } from '@/lib/bff/member-text';
import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, codeSentCookie, configureBffEnv, memberCookie } from './harness';

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

  it('words a refused transfer with the values its data carries, in either language', () => {
    const amrx = { brandName: { en: 'AMRX Rewards', ar: 'مكافآت AMRX' } };
    const kfc = { brandName: { en: 'KFC', ar: 'كنتاكي' } };
    const word = (locale: 'en' | 'ar', code: string, data: Record<string, unknown>) =>
      memberText(400, code, 'The service’s own English', locale, 'service', data);
    expect(word('en', 'below_minimum', { minimum: 50 })).toBe('The minimum transfer is 50 points.');
    expect(word('ar', 'below_minimum', { minimum: 50 })).toBe('الحد الأدنى للتحويل 50 نقطة.');
    expect(word('en', 'insufficient_points', { missing: 100, ...amrx })).toBe(
      'Insufficient points balance. You need 100 more AMRX Rewards points.',
    );
    // In Arabic a brand's name is isolated (FSI … PDI), so the numbers beside it keep their place.
    expect(word('ar', 'insufficient_points', { missing: 3, ...amrx })).toBe(
      'رصيد النقاط غير كافٍ. تحتاج إلى 3 نقاط إضافية لدى \u2068مكافآت AMRX\u2069.',
    );
    expect(word('en', 'earn_per_order_limit', { maxPerTransfer: 100, ...kfc })).toBe(
      'You can receive at most 100 KFC points in one transfer.',
    );
    expect(word('ar', 'earn_per_order_limit', { maxPerTransfer: 2, ...kfc })).toBe(
      'يمكنك أن تحصل على نقطتين كحد أقصى لدى \u2068كنتاكي\u2069 في التحويل الواحد.',
    );
    expect(word('en', 'daily_limit', { dailyLimit: 500, dailyLimitLeft: 0, ...kfc })).toBe(
      'You have reached the daily earning limit of 500 points for KFC. Please try again tomorrow.',
    );
    expect(word('en', 'daily_limit', { dailyLimit: 500, dailyLimitLeft: 1, ...kfc })).toBe(
      'Only 1 more point can reach KFC today: that is what is left of its daily earning limit.',
    );
    expect(word('ar', 'daily_limit', { dailyLimit: 500, dailyLimitLeft: 0, ...kfc })).toBe(
      'وصلت إلى الحد اليومي لكسب النقاط لدى \u2068كنتاكي\u2069 (500 نقطة). يرجى المحاولة غدًا.',
    );
    expect(word('ar', 'daily_limit', { dailyLimit: 500, dailyLimitLeft: 30, ...kfc })).toBe(
      'لم يتبقَّ اليوم من حد الكسب اليومي لدى \u2068كنتاكي\u2069 سوى 30 نقطة.',
    );
    expect(
      memberText(409, 'not_member', 'x', 'en', 'service', {
        brandName: { en: "Hardee's", ar: 'هارديز' },
      }),
    ).toBe("You have not joined Hardee's yet.");
  });

  it('gives a refusal its plain words when its data lacks the values they carry', () => {
    for (const locale of ['en', 'ar'] as const) {
      const words = locale === 'en' ? en : ar;
      // A reward's balance refusal names no brand and no count (services/loyalty/ledger/vouchers.ts).
      expect(memberText(400, 'insufficient_points', 'x', locale)).toBe(
        words.ServiceErrors.insufficient_points,
      );
      expect(
        memberText(400, 'daily_limit', 'x', locale, 'service', {
          dailyLimit: 500,
          field: 'points',
        }),
      ).toBe(words.ServiceErrors.daily_limit);
      // A value of the wrong shape is no value.
      expect(
        memberText(409, 'not_member', 'x', locale, 'service', { brandName: 'KFC', minimum: -1 }),
      ).toBe(words.ServiceErrors.not_member);
    }
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
    const body = { otp: '123456' };
    const code = await codeSentCookie();
    const arabic = await callBff('/api/amr-loyalty/verify-otp', {
      body,
      cookie: `${code}; language=ar`,
    });
    expect(arabic.status).toBe(400);
    expect(arabic.json).toMatchObject({
      message: ar.ServiceErrors.otp_expired,
      data: { code: 'otp_expired' },
    });
    const english = await callBff('/api/amr-loyalty/verify-otp', { body, cookie: code });
    expect(english.json.message).toBe(en.ServiceErrors.otp_expired);
  });

  // A refused transfer as the service sends it, and its words for the member in each language.
  const DAILY_LIMIT = {
    code: 'daily_limit',
    field: 'points',
    dailyLimit: 500,
    dailyLimitLeft: 0,
    brandName: { en: 'KFC', ar: 'كنتاكي' },
  };
  const DAILY_LIMIT_AR =
    'وصلت إلى الحد اليومي لكسب النقاط لدى \u2068كنتاكي\u2069 (500 نقطة). يرجى المحاولة غدًا.';
  const DAILY_LIMIT_EN =
    'You have reached the daily earning limit of 500 points for KFC. Please try again tomorrow.';
  const transferAsk = { sourceBrand: 'AMRX', targetBrand: 'KFC', points: 50 };

  it('words a refused transfer with the values of its data, and passes them on to the page', async () => {
    upstream.on(() => envelope(DAILY_LIMIT, 400, 'The service’s own English'));
    const arabic = await callBff('/api/amr-loyalty/transfer-points', {
      body: { ...transferAsk, idempotencyKey: '6f1c3a52-8d4e-4b7a-9c1e-2f3a4b5c6d7e' },
      cookie: `${await memberCookie()}; language=ar`,
    });
    expect(arabic.status).toBe(400);
    expect(arabic.json.message).toBe(DAILY_LIMIT_AR);
    expect(arabic.json.data).toMatchObject(DAILY_LIMIT);
  });

  it('words a quote’s no as its refusal would be worded, in the reply’s data', async () => {
    const refusal = { ...DAILY_LIMIT, message: 'The service’s own English' };
    upstream.on(() => envelope({ refusal }, 200, refusal.message));
    const arabic = await callBff('/api/amr-loyalty/transfer-quote', {
      body: transferAsk,
      cookie: `${await memberCookie()}; language=ar`,
    });
    expect(arabic.status).toBe(200);
    expect(arabic.json.data).toEqual({ refusal: { ...refusal, message: DAILY_LIMIT_AR } });
    expect(arabic.json.message).toBe(DAILY_LIMIT_AR);
    const english = await callBff('/api/amr-loyalty/transfer-quote', {
      body: transferAsk,
      cookie: await memberCookie(),
    });
    expect(english.json.data).toMatchObject({ refusal: { message: DAILY_LIMIT_EN } });
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
    const body = { otp: '123456' };
    const code = await codeSentCookie();
    const fromArabicPage = await callBff('/api/amr-loyalty/verify-otp', {
      body,
      cookie: `${code}; language=en`,
      headers: { 'x-page-language': 'ar' },
    });
    expect(fromArabicPage.json.message).toBe(ar.ServiceErrors.otp_expired);
    expect(upstream.seen.at(-1)!.headers.language).toBe('Ar');
    const fromEnglishPage = await callBff('/api/amr-loyalty/verify-otp', {
      body,
      cookie: `${code}; language=ar`,
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
