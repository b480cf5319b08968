import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { badRequest, conflict } from '@/services/loyalty/http/errors';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { at, q } from '@/services/loyalty/ledger/sql';
import { pushEndpointAllowed } from '@/services/loyalty/reminders/push';

// docs/product.md §4 Reminders: a device asks for reminders by push. The subscription is bound to
// the session whose token sends it, and ends with it (logout, removal, account deletion).
export function registerPush(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'push-devices', async (ctx) => {
    const me = memberOf(ctx);
    const rows = await q(
      db,
      sql`select 1 from push_subscriptions where session_id = ${me.sessionId} limit 1`,
    );
    return {
      data: { publicKey: deps.settings.push?.publicKey ?? null, thisDevice: rows.length > 0 },
    };
  });

  defineCall(app, deps, 'push-subscribe', async (ctx) => {
    const me = memberOf(ctx);
    const { endpoint, keys } = ctx.body.subscription;
    if (!deps.settings.push) throw conflict('Reminders by push are off', 'conflict');
    if (!pushEndpointAllowed(endpoint, deps.settings.reminders.allowLocalPushEndpoints))
      throw badRequest(
        'subscription.endpoint',
        'Invalid subscription.endpoint: not a push service',
        'push_endpoint_refused',
      );
    // An endpoint is one browser. Held by another member's live session on another device, it is
    // not this caller's to take (that would silence the other member's reminders); held on this
    // same device, that member's sign-in here was replaced by this one, so it moves.
    const bound = await q<{ id: string }>(
      db,
      sql`insert into push_subscriptions
            (member_id, session_id, endpoint, p256dh, auth, language, created_at)
          values (${me.memberId}, ${me.sessionId}, ${endpoint}, ${keys.p256dh}, ${keys.auth},
                  ${ctx.headers.language}, ${at(ctx.now)})
          on conflict (endpoint) do update set
            member_id = excluded.member_id, session_id = excluded.session_id,
            p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language,
            created_at = excluded.created_at
          where push_subscriptions.member_id = excluded.member_id
             or not exists (select 1 from sessions s where s.id = push_subscriptions.session_id
                            and s.revoked_at is null and s.device_id <> ${me.deviceId})
          returning id`,
    );
    if (!bound.length)
      throw conflict('This device is subscribed by another member', 'push_subscription_taken');
    await db.execute(
      sql`update members set language = ${ctx.headers.language} where id = ${me.memberId}`,
    );
    return { message: 'Subscribed', data: { subscribed: true } };
  });

  defineCall(app, deps, 'push-unsubscribe', async (ctx) => {
    const me = memberOf(ctx);
    const removed = await q(
      db,
      sql`delete from push_subscriptions where session_id = ${me.sessionId} returning id`,
    );
    return { data: { removed: removed.length > 0 } };
  });
}
