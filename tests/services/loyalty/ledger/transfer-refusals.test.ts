import { afterEach, describe, expect, it } from 'vitest';
import type { BrandCode } from '@/lib/contract/common';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';
import {
  LEDGER_SETTINGS,
  brandNames as names,
  join,
  order,
  transfer,
} from '../support/ledger-flows';

// A refused quote or transfer carries its code and the values the member's words need
// (services/loyalty/ledger/transfer-refusals.ts, lib/contract/envelope.ts): the BFF words them
// (lib/bff/member-text.ts). The quote and the transfer refuse alike, values included.

describe.each(DRIVERS)('transfer refusals on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: LEDGER_SETTINGS });
  afterEach(async () => {
    expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
  });

  /** A member of AMRX (its 100 joining bonus and 150 earned), KFC and TGIF (their bonuses). */
  async function member(): Promise<SignedIn> {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'TGIF']);
    await order(h, s, 'AMRX', 15_000);
    return s;
  }

  /** The quote's and the transfer's refusal of the same ask, which must agree. */
  async function refusalOf(
    s: SignedIn,
    sourceBrand: BrandCode,
    targetBrand: BrandCode,
    points: number,
  ) {
    const quoted = await call(
      h.url,
      'transfer-quote',
      { sourceBrand, targetBrand, points },
      { token: s.accessToken },
    );
    const moved = await transfer(h, s, sourceBrand, targetBrand, points);
    // The quote answers no (200) with the transfer's own refusal: the same code, values and words.
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const { refusal } = quoted.body.data as { refusal: { message: string } };
    const { message, ...said } = refusal;
    expect(message).toBe(moved.body.message);
    expect(said).toEqual(moved.body.data);
    return { status: moved.status, data: moved.body.data as unknown };
  }

  it('says the minimum, and what the balance lacks at which brand', async () => {
    const s = await member();
    expect(await refusalOf(s, 'AMRX', 'KFC', 49)).toEqual({
      status: 400,
      data: { code: 'below_minimum', field: 'points', minimum: 50 },
    });
    expect(await refusalOf(s, 'AMRX', 'KFC', 300)).toEqual({
      status: 400,
      data: {
        code: 'insufficient_points',
        field: 'points',
        missing: 50,
        brandName: names('AMRX'),
      },
    });
  });

  it('names the brand not joined', async () => {
    const s = await member();
    expect(await refusalOf(s, 'AMRX', 'HRD', 100)).toEqual({
      status: 409,
      data: { code: 'not_member', brandName: names('HRD') },
    });
  });

  it('says the most one transfer may bring to the target', async () => {
    const s = await member();
    // TGI Fridays → KFC is 1:2: 60 bring 120, more than KFC's 100 at once.
    expect(await refusalOf(s, 'TGIF', 'KFC', 60)).toEqual({
      status: 400,
      data: {
        code: 'earn_per_order_limit',
        field: 'points',
        maxPerTransfer: 100,
        brandName: names('KFC'),
      },
    });
  });

  it('says the daily earning limit and what is left of it today, down to nothing', async () => {
    const s = await member();
    for (let i = 0; i < 9; i += 1) await order(h, s, 'KFC', 5_000); // 450 of KFC's 500 today
    expect(await refusalOf(s, 'AMRX', 'KFC', 60)).toEqual({
      status: 400,
      data: {
        code: 'daily_limit',
        field: 'points',
        dailyLimit: 500,
        dailyLimitLeft: 50,
        brandName: names('KFC'),
      },
    });
    await order(h, s, 'KFC', 5_000);
    expect(await refusalOf(s, 'AMRX', 'KFC', 50)).toMatchObject({
      data: { code: 'daily_limit', dailyLimit: 500, dailyLimitLeft: 0 },
    });
  });

  it('words nothing itself: the message is plain English without the values', async () => {
    const s = await member();
    const moved = await transfer(h, s, 'AMRX', 'KFC', 300);
    expect(moved.body.message).toBe('Insufficient points balance');
  });
});
