import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { findLiveMember } from '@/services/loyalty/domain/members';
import { checkChallenge, createChallenge, voidChallenge } from '@/services/loyalty/domain/otp';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { LIMIT_KEY, hitLimit, waitForLimit } from '@/services/loyalty/domain/rate-limit';
import { lookupKey } from '@/services/loyalty/domain/secrets';
import { createSession } from '@/services/loyalty/domain/sessions';
import { correlationId } from '@/services/loyalty/http/correlation';
import { defineCall } from '@/services/loyalty/http/define-call';
import { ServiceError, badRequest, tooManyRequests } from '@/services/loyalty/http/errors';
import { requireDeviceId } from '@/services/loyalty/http/headers';

// docs/product.md §4 Login: login answers 200 (member) or 201 (profile needed); verify-otp 200 or 211.
export function registerSignIn(app: Hono, deps: Deps): void {
  const { db, settings } = deps;

  defineCall(app, deps, 'login', async ({ c, body, now, ip, headers }) => {
    const phone = parsePhone(body.cCode, body.phnNo);
    const lookup = (kind: 'phone' | 'prefix' | 'ip' | 'device', value: string) =>
      lookupKey(settings.lookupSecret, kind, value);
    const hash = lookup('phone', phone.e164);
    const client = lookup('ip', ip);
    // The BFF gives every browser a device id (lib/bff/request-context.ts); one that sends none is
    // counted as one device with all the others that send none.
    const device = lookup('device', headers.deviceId ?? '');
    // One client address may use only part of a number's hourly sends, so a stranger at one
    // address cannot lock its owner out (the service README's limits section); once past its
    // share it is refused before it can hold the resend gate below against the owner either.
    const share = LIMIT_KEY.phoneFromClient(hash, client);
    const pastShare = await waitForLimit(db, share, settings.limits.phoneFromOneClient, now);
    // In order, stopping at the first refusal (a refused request sends nothing: docs/quality.md §2 item 9).
    // The client address and the device count every attempt: many phones share one address on
    // a mobile network, so the address has a high ceiling and the device a low one. The 30 s
    // resend gate comes next, so hammering one
    // number cannot use up its hourly allowance; the prefix and the phone counters then count real
    // sends only.
    if (pastShare > 0) {
      await hitLimit(db, LIMIT_KEY.ip(client), settings.limits.ip, now);
      throw tooManyRequests(pastShare);
    }
    const limits = [
      [LIMIT_KEY.ip(client), settings.limits.ip],
      [LIMIT_KEY.device(device), settings.limits.device],
      [LIMIT_KEY.resend(hash), { max: 1, windowSeconds: settings.otp.resendSeconds }],
      [LIMIT_KEY.prefix(lookup('prefix', phone.prefix)), settings.limits.prefix],
      [share, settings.limits.phoneFromOneClient],
      [LIMIT_KEY.phone(hash), settings.limits.phone],
    ] as const;
    for (const [key, limit] of limits) {
      const wait = await hitLimit(db, key, limit, now);
      if (wait > 0) throw tooManyRequests(wait);
    }
    // The same work for registered and unregistered numbers: both get a code (a new number needs
    // it to create a profile), so only the 200/201 of docs/product.md §4 Login tells them apart.
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
        // One code, one message: the gateway drops a repeat of it (otp/sender.ts).
        messageId: `otp-${challenge.id}`,
      });
    } catch (err) {
      await voidChallenge(db, challenge.id, now);
      // The correlation id finds the web app's line for the same sign-in; never the number.
      deps.logger.error('otp send failed', {
        correlationId: correlationId(c),
        reason: err instanceof Error ? err.message : 'unknown',
      });
      throw new ServiceError('otp_send_failed', 'We could not send the code. Please try again.');
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
    const hash = lookupKey(settings.lookupSecret, 'phone', phone.e164);
    const checked = await checkChallenge(db, hash, body.otp, now);
    const { outcome: result, marketingConsent } = checked;
    if (result === 'wrong')
      throw new ServiceError('otp_invalid', 'The code is incorrect', {
        field: 'otp',
        attemptsLeft: checked.attemptsLeft,
      });
    if (result === 'expired')
      throw badRequest('otp', 'The code has expired. Request a new one.', 'otp_expired');
    if (result === 'locked')
      throw badRequest('otp', 'Too many incorrect attempts. Request a new code.', 'otp_locked');
    if (result === 'missing')
      throw badRequest('otp', 'No active code. Request a new one.', 'otp_missing');
    const member = await findLiveMember(db, phone.e164);
    // The proof that this browser entered the code: only its holder can mint tokens or create
    // the profile (tokens.ts amr-auth, profile.ts). The BFF keeps it in the sealed cookie.
    const session = await createSession(
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
      ? {
          status: 200,
          message: 'Verified',
          data: { isProfileCreated: true, sessionSecret: session.secret },
        }
      : {
          status: 211,
          message: 'Verified. Create your profile to continue.',
          data: { isProfileCreated: false, sessionSecret: session.secret },
        };
  });
}
