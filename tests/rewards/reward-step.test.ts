import { nextRewardStep } from '@/lib/rewards/reward-step';

describe('the reward flow step (docs/product.md §4)', () => {
  it('asks a guest to log in first', () => {
    expect(nextRewardStep(false, { pointBalance: 999, isLoyaltyMember: true }, 10)).toBe('login');
  });
  it('waits for the balances', () => {
    expect(nextRewardStep(true, 'loading', 10)).toBe('loading');
  });
  it('offers enrolment to a non-member, and to one the service does not list', () => {
    expect(nextRewardStep(true, { pointBalance: 500, isLoyaltyMember: false }, 10)).toBe('enrol');
    expect(nextRewardStep(true, undefined, 10)).toBe('enrol');
  });
  it('sends a member without enough points to the transfer flow, else lets them unlock', () => {
    expect(nextRewardStep(true, { pointBalance: 149, isLoyaltyMember: true }, 150)).toBe(
      'transfer',
    );
    expect(nextRewardStep(true, { pointBalance: 150, isLoyaltyMember: true }, 150)).toBe('unlock');
  });
});
