import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { badRequest, conflict } from '@/services/loyalty/http/errors';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { liveSession } from '@/services/loyalty/domain/sessions';
import { at, q } from '@/services/loyalty/ledger/sql';
import { pushEndpointAllowed } from '@/services/loyalty/reminders/push';

// docs/product.md §4 Reminders: a device asks for reminders by push. The subscription is owned by
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
    const bound = await db.transaction(async (tx) => {
      // One subscribe of a session at a time, so two sent at once cannot both slip under the cap.
      await tx.execute(sql`select 1 from sessions where id = ${me.sessionId} for update`);
      // An endpoint is one browser, owned by the session that subscribed it. Another live session
      // keeps it unless this call proves it is that browser: the same keys, which the browser
      // generated and only its own subscription carries, where a device id is anyone's to send.
      // An ended session's endpoint is free (docs/product.md §4 Reminders).
      const [row] = await q<{ id: string }>(
        tx,
        sql`insert into push_subscriptions
              (member_id, session_id, endpoint, p256dh, auth, language, created_at)
            values (${me.memberId}, ${me.sessionId}, ${endpoint}, ${keys.p256dh}, ${keys.auth},
                    ${ctx.headers.language}, ${at(ctx.now)})
            on conflict (endpoint) do update set
              member_id = excluded.member_id, session_id = excluded.session_id,
              p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language,
              created_at = excluded.created_at
            where push_subscriptions.session_id = excluded.session_id
               or (push_subscriptions.p256dh = excluded.p256dh
                   and push_subscriptions.auth = excluded.auth)
               or not exists (select 1 from sessions
                              where sessions.id = push_subscriptions.session_id
                                and ${liveSession(ctx.now, deps.settings.tokens)})
            returning id`,
      );
      if (!row) return null;
      // Beyond the cap the session's oldest go, so a reminder reaches a sign-in a few times at most.
      await tx.execute(
        sql`delete from push_subscriptions
            where session_id = ${me.sessionId} and id not in (
              select id from push_subscriptions where session_id = ${me.sessionId}
              order by id = ${row.id} desc, created_at desc
              limit ${deps.settings.reminders.pushSubscriptionsPerSession})`,
      );
      return row;
    });
    if (!bound)
      throw conflict('This device is subscribed in another session', 'push_subscription_taken');
    // members.language stays the last sign-in's (routes/tokens.ts): it writes SMS and WhatsApp,
    // while a push is written in its device's language, kept on the subscription.
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
