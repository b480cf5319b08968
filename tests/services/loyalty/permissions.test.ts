import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissionChanges } from '@/services/loyalty/db/schema-members';
import { DRIVERS, call, harnessForBlock } from './support/harness';
import { signIn } from './support/flows';

type Perm = { type: string; status: string; version: number; updatedAt: string };

// docs/product.md §3 Permission types; docs/quality.md §2 item 20: concurrent toggles, stale writes, an audit trail.
describe.each(DRIVERS)('permissions and profile on %s', (driver) => {
  const h = harnessForBlock(driver);

  const list = async (token: string) =>
    (await call<{ permissions: Perm[] }>(h.url, 'permissions', {}, { token })).body.data
      .permissions;

  it('lists the four permission types', async () => {
    const s = await signIn(h);
    const perms = await list(s.accessToken);
    expect(perms.map((p) => p.type).sort()).toEqual(['amrLogin', 'email', 'sms', 'whatsapp']);
    expect(perms.find((p) => p.type === 'amrLogin')?.status).toBe('activated');
  });

  it('20 concurrent toggles: each applied once in order, the final state is the last recorded change', async () => {
    const s = await signIn(h);
    const statuses = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'activated' : 'deactivated'));
    const replies = await Promise.all(
      statuses.map((status) =>
        call<{ permission: Perm }>(
          h.url,
          'update-permission',
          { type: 'sms', status },
          { token: s.accessToken, headers: { channel: 'pwa' } },
        ),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const versions = replies.map((r) => r.body.data.permission.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const changes = await h.db
      .select()
      .from(permissionChanges)
      .where(and(eq(permissionChanges.memberId, s.memberId), eq(permissionChanges.type, 'sms')))
      .orderBy(asc(permissionChanges.version));
    expect(changes).toHaveLength(21);
    expect(
      changes.slice(1).every((c) => c.source === 'pwa:AMRX' && c.changedAt instanceof Date),
    ).toBe(true);
    const final = (await list(s.accessToken)).find((p) => p.type === 'sms')!;
    expect(final.version).toBe(21);
    expect(final.status).toBe(changes.at(-1)!.status);
  });

  it('a write carrying a stale version is refused with 409 and not recorded', async () => {
    const s = await signIn(h);
    const seen = (await list(s.accessToken)).find((p) => p.type === 'email')!;
    const [first, second] = await Promise.all(
      ['activated', 'deactivated'].map((status) =>
        call(
          h.url,
          'update-permission',
          { type: 'email', status, version: seen.version },
          { token: s.accessToken },
        ),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const changes = await h.db
      .select()
      .from(permissionChanges)
      .where(and(eq(permissionChanges.memberId, s.memberId), eq(permissionChanges.type, 'email')));
    expect(changes).toHaveLength(2);
  });

  it('validates type and status', async () => {
    const s = await signIn(h);
    expect(
      (
        await call(
          h.url,
          'update-permission',
          { type: 'fax', status: 'activated' },
          { token: s.accessToken },
        )
      ).body.data,
    ).toMatchObject({ field: 'type' });
    expect(
      (
        await call(
          h.url,
          'update-permission',
          { type: 'sms', status: 'on' },
          { token: s.accessToken },
        )
      ).body.data,
    ).toMatchObject({ field: 'status' });
    expect((await call(h.url, 'update-permission', { type: 'sms', status: 'on' })).status).toBe(
      401,
    );
  });

  it('edit-profile applies docs/product.md §5 name rules and updates the profile', async () => {
    const s = await signIn(h);
    const ok = await call(
      h.url,
      'edit-profile',
      { name: 'Noor Al Hashimi', email: 'noor@example.com' },
      { token: s.accessToken, headers: { version: 'v1' } },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      name: 'Noor Al Hashimi',
      email: 'noor@example.com',
      maskedUserDetails: { maskedName: 'N••• A• H••••••' },
    });
    for (const name of ['', '   ', 'Noor1', '<script>', 'a'.repeat(81)]) {
      const bad = await call(h.url, 'edit-profile', { name }, { token: s.accessToken });
      expect(bad.body, name).toMatchObject({ statusCode: 400, data: { field: 'name' } });
    }
    expect(
      (await call(h.url, 'edit-profile', { name: 'Noor', email: 'nope' }, { token: s.accessToken }))
        .body.data,
    ).toMatchObject({ field: 'email' });
  });
});
