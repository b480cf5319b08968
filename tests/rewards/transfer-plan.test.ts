import { exchangeHref, pointsToSend, transferOptions } from '@/lib/rewards/transfer-plan';

const rates = {
  KFC: { PHD: 1, TGIF: 0.5 },
  Peet: { PHD: 0.5, TGIF: 0.25 },
  HRD: { PHD: 0.8 },
  AMRX: { PHD: 1 },
};

describe('the transfer-points popup plan (SPEC §2, §3 exchangeRate)', () => {
  it('sends enough that the rounded-down receipt covers the shortfall', () => {
    expect(pointsToSend(30, 1)).toBe(30);
    expect(pointsToSend(30, 0.5)).toBe(60);
    expect(pointsToSend(30, 0.8)).toBe(38);
    expect(Math.floor(38 * 0.8)).toBeGreaterThanOrEqual(30);
    expect(pointsToSend(10, 3)).toBe(4);
    expect(() => pointsToSend(10, 0)).toThrow(RangeError);
  });

  it('lists other brands the member belongs to with points, those that cover it first', () => {
    const options = transferOptions(
      'PHD',
      30,
      {
        PHD: { pointBalance: 50, isLoyaltyMember: true },
        KFC: { pointBalance: 20, isLoyaltyMember: true },
        Peet: { pointBalance: 100, isLoyaltyMember: true },
        HRD: { pointBalance: 500, isLoyaltyMember: false },
        AMRX: { pointBalance: 0, isLoyaltyMember: true },
      },
      rates,
    );
    expect(options).toEqual([
      { source: 'Peet', balance: 100, send: 60, covers: true },
      { source: 'KFC', balance: 20, send: 20, covers: false },
    ]);
  });

  it('has nothing to offer without another funded membership', () => {
    expect(transferOptions('PHD', 30, { PHD: { pointBalance: 10, isLoyaltyMember: true } }, rates)).toEqual([]);
  });

  it('opens the exchange flow with exactly the source, target and points parameters', () => {
    expect(exchangeHref('KFC', 'PHD', 30)).toBe('/exchange-points?source=KFC&target=PHD&points=30');
  });
});
