import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { rowsOf } from '@/services/loyalty/db/client';
import {
  memberPermissions,
  members,
  permissionChanges,
} from '@/services/loyalty/db/schema-members';
import { loadProfile } from '@/services/loyalty/domain/members';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { conflict, notFound, unauthorized } from '@/services/loyalty/http/errors';

// Profile edits and communication permissions (docs/product.md §3 Permission types, §4 Permissions).
export function registerMembers(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'edit-profile', async (ctx) => {
    const me = memberOf(ctx);
    const [row] = await db
      .update(members)
      .set({
        name: ctx.body.name,
        ...(ctx.body.email !== undefined ? { email: ctx.body.email } : {}),
        updatedAt: ctx.now,
      })
      .where(and(eq(members.id, me.memberId), sql`${members.deletedAt} is null`))
      .returning();
    if (!row) throw unauthorized();
    return { message: 'Profile updated', data: await loadProfile(db, row) };
  });

  defineCall(app, deps, 'permissions', async (ctx) => {
    const me = memberOf(ctx);
    const rows = await db
      .select()
      .from(memberPermissions)
      .where(eq(memberPermissions.memberId, me.memberId))
      .orderBy(memberPermissions.type);
    return {
      data: {
        permissions: rows.map((p) => ({
          type: p.type,
          status: p.status,
          version: p.version,
          updatedAt: p.updatedAt.toISOString(),
        })),
      },
    };
  });

  // docs/quality.md §2 item 20: changes are serialised by the row lock of one UPDATE; a caller that sends
  // the version it saw gets 409 if someone changed it meanwhile, otherwise the last write wins.
  // Every change is recorded with its version, time and source.
  defineCall(app, deps, 'update-permission', async (ctx) => {
    const me = memberOf(ctx);
    const { type, status, version } = ctx.body;
    const nowIso = ctx.now.toISOString();
    const source = `${ctx.headers.channel}:${ctx.headers.brand}`;
    const permission = await db.transaction(async (tx) => {
      const updated = await tx.execute(sql`
        update member_permissions set status = ${status}, version = version + 1, updated_at = ${nowIso}::timestamptz
        where member_id = ${me.memberId} and type = ${type}
          ${version === undefined ? sql`` : sql`and version = ${version}`}
        returning version, updated_at`);
      const row = rowsOf<{ version: number; updated_at: Date | string }>(updated)[0];
      if (!row) {
        if (version !== undefined)
          throw conflict(
            'This setting was changed elsewhere. Refresh and try again.',
            'stale_version',
          );
        throw notFound('Permission not found');
      }
      await tx.insert(permissionChanges).values({
        memberId: me.memberId,
        type,
        status,
        version: row.version,
        source,
        changedAt: ctx.now,
      });
      return {
        type,
        status,
        version: row.version,
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    });
    return { message: 'Permission updated', data: { permission } };
  });
}
