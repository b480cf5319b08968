import { exchangeHref } from '@/lib/rewards/transfer-plan';

describe('transfer plan', () => {
  it('opens the exchange flow with exactly the source, target and points parameters', () => {
    expect(exchangeHref('KFC', 'PHD', 30)).toBe('/exchange-points?source=KFC&target=PHD&points=30');
  });
});
