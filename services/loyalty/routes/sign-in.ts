import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { findLiveMember } from '@/services/loyalty/domain/members';
import { checkChallenge, createChallenge, voidChallenge } from '@/services/loyalty/domain/otp';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { hitLimit } from '@/services/loyalty/domain/rate-limit';
import { phoneHash, sha256 } from '@/services/loyalty/domain/secrets';
import { createSession } from '@/services/loyalty/domain/sessions';
import { defineCall } from '@/services/loyalty/http/define-call';
import { ApiError, badRequest, tooManyRequests } from '@/services/loyalty/http/errors';
import { requireDeviceId } from '@/services/loyalty/http/headers';

// SPEC §4 Login: login answers 200 (member) or 201 (profile needed); verify-otp 200 or 211.
export function registerSignIn(app: Hono, deps: Deps): void {
  const { db, settings } = deps;

  defineCall(app, deps, 'login', async ({ body, now, ip, headers }) => {
    const phone = parsePhone(body.cCode, body.phnNo);
    const hash = phoneHash(phone.e164);
    // In order, stopping at the first refusal (a refused request sends nothing: QUALITY §2 item 9).
    // The client IP counts every attempt. The 30 s resend gate comes next, so hammering one number
    // cannot use up its hourly allowance and lock its owner out; the prefix and hourly phone
    // counters then count real sends only.
    const limits = [
      [`ip:${sha256(ip)}`, settings.limits.ip],
      [`resend:${hash}`, { max: 1, windowSeconds: settings.otp.resendSeconds }],
      [`prefix:${sha256(phone.prefix)}`, settings.limits.prefix],
      [`phone:${hash}`, settings.limits.phone],
    ] as const;
    for (const [key, limit] of limits) {
      const wait = await hitLimit(db, key, limit, now);
      if (wait > 0) throw tooManyRequests(wait);
    }
    // The same work for registered and unregistered numbers: both get a code (a new number needs
    // it to create a profile), so only SPEC's 200/201 tells them apart.
    const challenge = await createChallenge(
      db,
      hash,
      now,
      settings.otp,
      body.enableMarketingConsent ?? null,
    );
    const member = await findLiveMember(db, phone.e164);
    try {
      await deps.sender.send({
        phoneE164: phone.e164,
        code: challenge.code,
        language: headers.language,
        expiresInSeconds: settings.otp.ttlSeconds,
      });
    } catch (err) {
      await voidChallenge(db, challenge.id, now);
      deps.logger.error('otp send failed', {
        reason: err instanceof Error ? err.message : 'unknown',
      });
      throw new ApiError(500, 'We could not send the code. Please try again.', {
        code: 'otp_send_failed',
      });
    }
    return {
      status: member ? 200 : 201,
      message: 'A verification code has been sent',
      data: {
        otpLength: settings.otp.length,
        expiresInSeconds: settings.otp.ttlSeconds,
        resendAfterSeconds: settings.otp.resendSeconds,
      },
    };
  });

  defineCall(app, deps, 'verify-otp', async ({ body, now, headers }) => {
    const phone = parsePhone(body.cCode, body.phnNo);
    const deviceId = requireDeviceId(headers);
    const hash = phoneHash(phone.e164);
    const { outcome: result, marketingConsent } = await checkChallenge(db, hash, body.otp, now);
    if (result === 'wrong') throw badRequest('otp', 'The code is incorrect', 'otp_invalid');
    if (result === 'expired')
      throw badRequest('otp', 'The code has expired. Request a new one.', 'otp_expired');
    if (result === 'locked')
      throw badRequest('otp', 'Too many incorrect attempts. Request a new code.', 'otp_locked');
    if (result === 'missing')
      throw badRequest('otp', 'No active code. Request a new one.', 'otp_missing');
    const member = await findLiveMember(db, phone.e164);
    await createSession(
      db,
      {
        memberId: member?.id ?? null,
        phoneHash: hash,
        deviceId,
        deviceModel: headers.deviceModel,
        brand: headers.brand,
        channel: headers.channel,
        origin: 'otp',
        marketingConsent,
      },
      now,
      settings.tokens,
    );
    return member
      ? { status: 200, message: 'Verified', data: { isProfileCreated: true } }
      : {
          status: 211,
          message: 'Verified. Create your profile to continue.',
          data: { isProfileCreated: false },
        };
  });
}
