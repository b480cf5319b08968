// docs/product.md §4 Reward flow: login is required, a non-member enrols first, then unlock; without
// enough points the member is sent to the transfer-points flow.

export type BrandStanding = { pointBalance: number; isLoyaltyMember: boolean };

export type RewardStep = 'login' | 'loading' | 'enrol' | 'transfer' | 'unlock';

export function nextRewardStep(
  signedIn: boolean,
  standing: BrandStanding | undefined | 'loading',
  cost: number,
): RewardStep {
  if (!signedIn) return 'login';
  if (standing === 'loading') return 'loading';
  if (!standing?.isLoyaltyMember) return 'enrol';
  return standing.pointBalance < cost ? 'transfer' : 'unlock';
}
