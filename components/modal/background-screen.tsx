import { HomeScreen } from '@/components/home/home-screen';
import { RewardsScreen } from '@/components/rewards/rewards-screen';

/** The pages that SPEC §2 names as modal backgrounds. */
export function BackgroundScreen({ path }: { path: string }) {
  if (path === '/rewards') return <RewardsScreen />;
  return <HomeScreen />;
}
