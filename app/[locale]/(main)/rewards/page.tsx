import { RewardsCatalog } from '@/components/rewards/rewards-catalog';
import { RewardsScreen } from '@/components/rewards/rewards-screen';
import { routePage } from '@/components/layout/route-page';

// A brand app's `brand` parameter picks the brand the listing opens on.
export default routePage('rewards', async ({ searchParams }) => {
  const { brand } = await searchParams;
  // As the browser's URLSearchParams.get reads it: the first, when the parameter is repeated.
  return (
    <RewardsScreen
      askedBrand={Array.isArray(brand) ? brand[0] : brand}
      catalog={<RewardsCatalog />}
    />
  );
});
