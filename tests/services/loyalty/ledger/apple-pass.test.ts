import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { CARD_STEP_SECONDS, type MemberCard } from '@/lib/contract/member-card';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, key, order, removePassSession, scanAtTill } from '../support/ledger-flows';

// An Apple Wallet pass (docs/product.md §4 Member card in the phone's wallet): its own card and
// session, a fixed M3 code that earns at the till and does nothing else, and Apple's pass web
// service, which answers only the pass's own token while the pass is live.

type Pass = {
  card: MemberCard;
  memberName: string;
  totalPoints: number;
  asOf: string;
  timeZone: string;
  apple?: { code: string; authenticationToken: string };
};

describe('a call that names a member by a card code', () => {
  it('is partner-order alone, which earns', () => {
    const byCard = (Object.keys(CALLS) as CallName[]).filter((name) => {
      const shape = (CALLS[name].request as z.ZodObject).shape as
        Record<string, unknown> | undefined;
      return shape !== undefined && 'memberCard' in shape;
    });
    expect(byCard).toEqual(['partner-order']);
  });
});

describe.each(DRIVERS)('an Apple Wallet pass on %s', (driver) => {
  const h = useLedgerHarness(driver);
  const PASS_TYPE = 'pass.com.amrx.rewards';

  async function pass(s: SignedIn, wallet: 'apple' | 'google' = 'apple') {
    const res = await call<Pass>(h.url, 'wallet-pass', { wallet }, { token: s.accessToken });
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const scan = (memberCard: string, amountMinor: number) => scanAtTill(h, memberCard, amountMinor);
  const ask = (p: Pass, token = p.apple!.authenticationToken) => ({
    serialNumber: String(p.card.cardId),
    authenticationToken: token,
  });
  const device = (id: string) => ({ deviceLibraryIdentifier: id, passTypeIdentifier: PASS_TYPE });

  it('has a fixed code that earns at the till, once a step, in the member’s zone', async () => {
    const s = await signIn(h, { name: 'Hala Omar' });
    await join(h, s, ['KFC']);
    const p = await pass(s);
    expect(p.memberName).toBe('Hala Omar');
    expect(p.timeZone).toBe('Asia/Dubai');
    expect(p.apple!.code).toMatch(new RegExp(`^M3\\.${p.card.cardId}\\.[A-Za-z0-9_-]{22}$`));
    expect(p.apple!.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect((await scan(p.apple!.code, 4_000)).body.data).toMatchObject({ earnedPoints: 40 });
    expect((await scan(p.apple!.code, 1_000)).body.data).toMatchObject({ code: 'card_code_used' });
    h.clock.advance(CARD_STEP_SECONDS);
    expect((await scan(p.apple!.code, 1_000)).body.data).toMatchObject({ earnedPoints: 10 });
    // A code not signed by the service, or an M3 code on another kind of card, is no code.
    const forged = p.apple!.code.slice(0, -2) + (p.apple!.code.endsWith('AA') ? 'BB' : 'AA');
    expect((await scan(forged, 1_000)).body.data).toMatchObject({ code: 'card_code_invalid' });
    const google = await pass(s, 'google');
    expect(google.apple).toBeUndefined();
    const onGoogle = p.apple!.code.replace(`M3.${p.card.cardId}.`, `M3.${google.card.cardId}.`);
    expect((await scan(onGoogle, 1_000)).body.data).toMatchObject({ code: 'card_code_invalid' });
  });

  it('is listed under Active sessions, and removing it ends its code and its web service', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const p = await pass(s);
    expect(
      (await call(h.url, 'apple-pass-register', { ...device('dev-a'), ...ask(p), pushToken: 'aa' }))
        .status,
    ).toBe(200);
    await removePassSession(h, s, 'appleWallet');
    h.clock.advance(CARD_STEP_SECONDS);
    expect((await scan(p.apple!.code, 1_000)).body.data).toMatchObject({
      code: 'card_code_invalid',
    });
    expect((await call(h.url, 'apple-pass-latest', ask(p))).status).toBe(401);
    const serials = await call<{ serialNumbers: string[] }>(
      h.url,
      'apple-pass-serials',
      device('dev-a'),
    );
    expect(serials.body.data.serialNumbers).toEqual([]);
  });

  it('ends with the account', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const p = await pass(s);
    expect((await call(h.url, 'amr-delete', {}, { token: s.accessToken })).status).toBe(200);
    expect((await scan(p.apple!.code, 1_000)).body.data).toMatchObject({
      code: 'card_code_invalid',
    });
    expect((await call(h.url, 'apple-pass-latest', ask(p))).status).toBe(401);
  });

  it('spends nothing: its code and token open no call that spends points', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    await order(h, s, 'KFC', 50_000);
    const p = await pass(s);
    const before = await balances(h, s);
    const rewards = await call<{ rewards: { id: string }[] }>(h.url, 'reward-list', {
      brand: 'kfc',
      page: 1,
      pageSize: 5,
    });
    const spending: [string, Record<string, unknown>][] = [
      [
        'redeem-reward',
        {
          brand: 'KFC',
          id: rewards.body.data.rewards[0]!.id,
          action: 'unlock',
          idempotencyKey: key(),
        },
      ],
      [
        'transfer-points',
        { sourceBrand: 'KFC', targetBrand: 'PHD', points: 100, idempotencyKey: key() },
      ],
    ];
    for (const [name, body] of spending)
      for (const credential of [p.apple!.code, p.apple!.authenticationToken]) {
        const asBearer = await call(h.url, name, body, { token: credential });
        expect(asBearer.status, `${name} bearer`).toBe(401);
        const asSecret = await call(h.url, name, body, {
          headers: { 'x-amr-session-secret': credential },
        });
        expect(asSecret.status, `${name} session secret`).toBe(401);
        const inBody = await call(h.url, name, { ...body, memberCard: credential });
        expect(inBody.status, `${name} in the body`).toBe(401);
      }
    expect(await balances(h, s)).toEqual(before);
  });

  it('answers Apple’s web service with its own token only', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const p = await pass(s);
    const other = await pass(await signIn(h));
    const register = (token?: string) =>
      call<{ created: boolean }>(h.url, 'apple-pass-register', {
        ...device('dev-b'),
        ...ask(p, token),
        pushToken: 'push-1',
      });
    expect((await register(other.apple!.authenticationToken)).status).toBe(401);
    expect((await register()).body.data).toEqual({ created: true });
    expect((await register()).body.data).toEqual({ created: false });

    const first = await call<{ serialNumbers: string[]; lastUpdated: string }>(
      h.url,
      'apple-pass-serials',
      device('dev-b'),
    );
    expect(first.body.data.serialNumbers, JSON.stringify(first.body)).toEqual([
      String(p.card.cardId),
    ]);
    const since = { ...device('dev-b'), passesUpdatedSince: first.body.data.lastUpdated };
    const unchanged = await call<{ serialNumbers: string[] }>(h.url, 'apple-pass-serials', since);
    expect(unchanged.body.data.serialNumbers).toEqual([]);
    h.clock.advance(60);
    await scan(p.apple!.code, 2_500);
    const changed = await call<{ serialNumbers: string[]; lastUpdated: string }>(
      h.url,
      'apple-pass-serials',
      since,
    );
    expect(changed.body.data.serialNumbers).toEqual([String(p.card.cardId)]);
    expect(Number(changed.body.data.lastUpdated)).toBeGreaterThan(Number(since.passesUpdatedSince));

    const asked = h.clock.now().getTime();
    const latest = await call<Pass & { updatedAt: string; checkedAt: string }>(
      h.url,
      'apple-pass-latest',
      ask(p),
    );
    expect(latest.body.data.totalPoints).toBe(p.totalPoints + 25);
    expect(latest.body.data.apple).toEqual(p.apple);
    expect(String(Date.parse(latest.body.data.updatedAt))).toBe(changed.body.data.lastUpdated);
    // A minute before the service's time of the call: a change still committing then is later.
    const checked = Date.parse(latest.body.data.checkedAt);
    expect(checked).toBeGreaterThanOrEqual(asked - 60_000);
    expect(checked).toBeLessThanOrEqual(h.clock.now().getTime() - 60_000);

    const unregister = (token?: string) =>
      call<{ removed: boolean }>(h.url, 'apple-pass-unregister', {
        ...device('dev-b'),
        ...ask(p, token),
      });
    expect((await unregister('x'.repeat(43))).status).toBe(401);
    expect((await unregister()).body.data).toEqual({ removed: true });
    const after = await call<{ serialNumbers: string[] }>(
      h.url,
      'apple-pass-serials',
      device('dev-b'),
    );
    expect(after.body.data.serialNumbers).toEqual([]);
  });
});
