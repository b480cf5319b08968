import { screenName } from '@/lib/observability/analytics';

describe('analytics screen names (docs/product.md §2)', () => {
  it('maps paths to identifiers', () => {
    expect(screenName('/')).toBe('home');
    expect(screenName('/transaction-history')).toBe('transaction_history');
    expect(screenName('/rewards/detail/kfc/12')).toBe('rewards_detail_kfc_12');
  });
});
