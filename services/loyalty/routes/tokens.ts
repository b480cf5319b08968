import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { TokenSet } from '@/lib/contract/auth';
import { deviceOf } from '@/lib/contract/device';
import type { Deps } from '@/services/loyalty/deps';
import { sessions } from '@/services/loyalty/db/schema-auth';
import { members } from '@/services/loyalty/db/schema-members';
import { pushSubscriptions } from '@/services/loyalty/db/schema-reminders';
import { getLiveMemberById, loadProfile, profileOf } from '@/services/loyalty/domain/members';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { safeEqual } from '@/services/loyalty/domain/secrets';
import {
  consumeRefreshToken,
  findLiveSessionBySecret,
  findSessionMember,
  issueTokens,
  liveSession,
  revokeSession,
  touchSession,
} from '@/services/loyalty/domain/sessions';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { notFound, unauthorized } from '@/services/loyalty/http/errors';
import { sessionSecretOf } from '@/services/loyalty/http/headers';

// amr-auth, refresh-token, logout and the session list (docs/product.md §7; §3 SSO info).
export function registerTokens(app: Hono, deps: Deps): void {
  const { db, settings } = deps;
  const t = settings.tokens;

  const tokenSet = async (
    sessionId: string,
    absoluteExpiresAt: Date,
    memberId: string,
    now: Date,
  ): Promise<TokenSet> => {
    const member = await getLiveMemberById(db, memberId);
    if (!member)
      throw unauthorized('Your session has ended. Please sign in again.', 'session_invalid');
    const tokens = await issueTokens(db, sessionId, absoluteExpiresAt, now, t);
    return { tokenType: 'Bearer', ...tokens, sessionId, user: await loadProfile(db, member) };
  };

  // The client credentials live in the BFF's env and this service's env, never in a browser. They
  // say the BFF is asking, not for whom: a token is issued only into the session whose secret
  // comes with the call, handed out when that browser proved the phone (a right code, or a
  // brand's single-use client id). A device id or a phone number proves nothing, and an ended
  // session cannot be revived without a new code.
  defineCall(app, deps, 'amr-auth', async ({ c, body, headers, now }) => {
    const known = settings.clientCredentials.some(
      (cred) =>
        safeEqual(cred.clientId, body.clientId) && safeEqual(cred.clientSecret, body.clientSecret),
    );
    if (!known) throw unauthorized('Invalid client credentials', 'invalid_client');
    const phone = parsePhone(body.cCode, body.phnNo);
    const session = await findLiveSessionBySecret(db, sessionSecretOf(c), now, t);
    const member = session?.memberId ? await getLiveMemberById(db, session.memberId) : null;
    if (!session || !member || member.phoneE164 !== phone.e164)
      throw unauthorized('Please sign in again', 'session_required');
    // Texts the programme sends later (reminders by SMS and WhatsApp) use the language signed in with.
    if (member.language !== headers.language)
      await db.update(members).set({ language: headers.language }).where(eq(members.id, member.id));
    return { data: await tokenSet(session.id, session.absoluteExpiresAt, member.id, now) };
  });

  // Who the session's member is now, for a page the web app renders: its name and phone come
  // from here on every page, never from a copy the browser holds, and an ended session says so.
  defineCall(app, deps, 'session-member', async ({ c, now }) => {
    const found = await findSessionMember(db, sessionSecretOf(c), now, t);
    if (!found)
      throw unauthorized('Your session has ended. Please sign in again.', 'session_invalid');
    const { session, member, links, touchDue } = found;
    if (touchDue) await touchSession(db, session.id, now);
    // The profile was created in this session (docs/product.md §4: verify-otp 211, then profile).
    const joinedInThisSession = session.createdAt.getTime() <= member.createdAt.getTime();
    return { data: { ...profileOf(member, links), joinedInThisSession } };
  });

  defineCall(app, deps, 'refresh-token', async ({ body, now }) => {
    const sessionId = await consumeRefreshToken(db, body.refreshToken, now, t);
    const [session] = sessionId
      ? await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.id, sessionId), liveSession(now, t)))
          .limit(1)
      : [];
    if (!session?.memberId)
      throw unauthorized('Your session has ended. Please sign in again.', 'session_invalid');
    return { data: await tokenSet(session.id, session.absoluteExpiresAt, session.memberId, now) };
  });

  defineCall(app, deps, 'logout', async (ctx) => {
    const me = memberOf(ctx);
    await revokeSession(db, me, 'logout', ctx.now);
    return { message: 'Logged out', data: { loggedOut: true } };
  });

  const listLogins = async (me: { memberId: string; sessionId: string }, now: Date) => {
    const [rows, subscribed] = await Promise.all([
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, me.memberId), liveSession(now, t)))
        .orderBy(desc(sessions.lastSeenAt)),
      db
        .select({ sessionId: pushSubscriptions.sessionId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, me.memberId)),
    ]);
    const withReminders = new Set(subscribed.map((s) => s.sessionId));
    return {
      ssoInfo: {
        logins: rows.map((s) => ({
          sessionId: s.id,
          deviceId: s.deviceId,
          deviceModel: s.deviceModel,
          device: deviceOf(s.deviceModel),
          channel: s.channel,
          brand: s.brand,
          createdAt: s.createdAt.toISOString(),
          lastLoggedInAt: s.lastSeenAt.toISOString(),
          isCurrentDevice: s.id === me.sessionId,
          reminders: withReminders.has(s.id),
        })),
      },
    };
  };

  defineCall(app, deps, 'sso-info', async (ctx) => ({
    data: await listLogins(memberOf(ctx), ctx.now),
  }));
  defineCall(app, deps, 'sso-sessions', async (ctx) => ({
    data: await listLogins(memberOf(ctx), ctx.now),
  }));

  defineCall(app, deps, 'remove-session', async (ctx) => {
    const me = memberOf(ctx);
    const removed = await revokeSession(
      db,
      { sessionId: ctx.body.sessionId, memberId: me.memberId },
      'removed-by-member',
      ctx.now,
    );
    if (!removed) throw notFound('Session not found', 'session_not_found');
    return { message: 'Session removed', data: { removed: true } };
  });
}
