import { RewardsScreen } from '@/components/rewards/rewards-screen';
import { routePage } from '@/components/layout/route-page';

// A brand app's `brand` parameter picks the brand the listing opens on.
export default routePage('/rewards', async ({ searchParams }) => {
  const { brand } = await searchParams;
  return <RewardsScreen askedBrand={typeof brand === 'string' ? brand : undefined} />;
});
