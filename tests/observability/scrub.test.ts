import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from '@/lib/observability/scrub';
import { sentryOptions } from '@/lib/observability/sentry-options';

describe('scrubText', () => {
  it.each([
    ['Login failed for +971 50 123 4567', 'Login failed for [redacted]'],
    ['verify-otp 966551234567 rejected', 'verify-otp [redacted] rejected'],
    ['code 482913 expired', 'code [redacted] expired'],
    ['GET /api/amr-loyalty/login?phnNo=501234567', 'GET /api/amr-loyalty/login?phnNo=[redacted]'],
  ])('redacts phone numbers and codes in %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('keeps ordinary text, formatted amounts and short numbers (a bare 4–6 digit number may be a code)', () => {
    expect(scrubText('Transfer of 1,250.50 points failed')).toBe(
      'Transfer of 1,250.50 points failed',
    );
    expect(scrubText('in 2026')).toBe('in [redacted]');
    expect(scrubText('status 503 after 3 attempts')).toBe('status 503 after 3 attempts');
  });
});

describe('scrubEvent', () => {
  it('redacts secret keys at any depth and phone numbers in messages', () => {
    const event = {
      message: 'OTP for 0501234567 was wrong',
      request: {
        headers: { cookie: 'amrx-session=abc', authorization: 'Bearer t' },
        data: { cCode: '+971', phnNo: '501234567', otp: '1234' },
      },
      extra: { nested: [{ accessToken: 'x', brand: 'KFC' }] },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe('OTP for [redacted] was wrong');
    expect(scrubbed.request.headers).toEqual({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(scrubbed.request.data).toEqual({
      cCode: '+971',
      phnNo: '[redacted]',
      otp: '[redacted]',
    });
    expect(scrubbed.extra.nested[0]).toEqual({ accessToken: '[redacted]', brand: 'KFC' });
    // The original is untouched (Sentry may still hold it).
    expect(event.request.data.phnNo).toBe('501234567');
  });
});

describe('sentryOptions', () => {
  it('samples one trace in ten and collects no personal data', () => {
    const options = sentryOptions('https://key@o1.ingest.example/1', 'production');
    expect(options.tracesSampleRate).toBe(0.1);
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      urlQueryParams: false,
    });
    const event = options.beforeSend!({ type: undefined, message: 'phone +966551234567' }, {});
    expect(event).toEqual({ type: undefined, message: 'phone [redacted]' });
  });
});
