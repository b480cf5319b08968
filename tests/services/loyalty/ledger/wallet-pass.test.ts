import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CARD_STEP_SECONDS,
  PASS_CODE_DIGITS,
  base64UrlToBytes,
  cardStep,
  type MemberCard,
} from '@/lib/contract/member-card';
import { totp } from '@/services/loyalty/domain/totp';
import { q } from '@/services/loyalty/ledger/sql';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, removePassSession, scanAtTill } from '../support/ledger-flows';

// A member card in the phone's wallet (docs/product.md §4): its own card and session, whose code
// the wallet draws as RFC 6238 TOTP values; the till takes it as it takes a device's code, and it
// ends when the member signs that pass out, or deletes the account.

describe('the wallet pass code is RFC 6238 TOTP', () => {
  // RFC 6238 Appendix B, HMAC-SHA-1, 8 digits, 30-second steps.
  const key = new TextEncoder().encode('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s it is %s', (seconds, value) => {
    expect(totp(key, Math.floor(seconds / 30), 8)).toBe(value);
  });
});

type Pass = { card: MemberCard; memberName: string; totalPoints: number; asOf: string };

describe.each(DRIVERS)('a member card in the wallet on %s', (driver) => {
  const h = useLedgerHarness(driver);

  async function pass(s: SignedIn) {
    const res = await call<Pass>(
      h.url,
      'wallet-pass',
      { wallet: 'google' },
      { token: s.accessToken },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const codeNow = (card: MemberCard, stepsFromNow = 0) => {
    const step = cardStep(h.clock.now().getTime()) + stepsFromNow;
    return `M2.${card.cardId}.${totp(base64UrlToBytes(card.secret), step, PASS_CODE_DIGITS)}`;
  };
  const scan = (memberCard: string, amountMinor: number) => scanAtTill(h, memberCard, amountMinor);

  it('is a card of its own with the face of the pass, and earns at the till once a step', async () => {
    const s = await signIn(h, { name: 'Sara Ali' });
    await join(h, s, ['KFC']);
    const { card, memberName, totalPoints } = await pass(s);
    expect(memberName).toBe('Sara Ali');
    expect(totalPoints).toBe(
      Object.values((await balances(h, s)).brands).reduce((n, b) => n + b.pointBalance, 0),
    );
    const device = (
      await call<{ card: MemberCard }>(h.url, 'member-wallet', {}, { token: s.accessToken })
    ).body.data.card;
    expect(card.cardId).not.toBe(device.cardId);
    expect(card.memberNumber).toBe(device.memberNumber);

    const code = codeNow(card);
    expect((await scan(code, 4_000)).body.data).toMatchObject({ earnedPoints: 40 });
    expect((await scan(code, 4_000)).body.data).toMatchObject({ code: 'card_code_used' });
    // A step of drift either way; a screenshot three steps old is no code at all.
    expect((await scan(codeNow(card, 1), 1_000)).status).toBe(200);
    const shown = codeNow(card, 0);
    h.clock.advance(3 * CARD_STEP_SECONDS);
    expect((await scan(shown, 1_000)).body.data).toMatchObject({ code: 'card_code_invalid' });
  });

  it('is listed as a device long after it was added, and signing it out ends its code', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const { card } = await pass(s);
    h.clock.advance(20 * 86_400); // longer than a browser's session stays idle
    const later = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await scan(codeNow(card), 1_000)).status).toBe(200);
    await removePassSession(h, later, 'googleWallet');
    h.clock.advance(CARD_STEP_SECONDS);
    expect((await scan(codeNow(card), 1_000)).body.data).toMatchObject({
      code: 'card_code_invalid',
    });
  });

  it('ends with the account', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const { card } = await pass(s);
    expect((await call(h.url, 'amr-delete', {}, { token: s.accessToken })).status).toBe(200);
    expect((await scan(codeNow(card), 1_000)).body.data).toMatchObject({
      code: 'card_code_invalid',
    });
  });

  it('opens nothing: its session has no secret and no tokens', async () => {
    const s = await signIn(h);
    await pass(s);
    const rows = await q<{ secret_hash: string | null; tokens: unknown }>(
      h.db,
      sql`select s.secret_hash, (select count(*) from auth_tokens t where t.session_id = s.id) as tokens
          from sessions s where s.member_id = ${s.memberId} and s.origin = 'pass'`,
    );
    expect(rows.map((r) => [r.secret_hash, Number(r.tokens)])).toEqual([[null, 0]]);
  });
});
