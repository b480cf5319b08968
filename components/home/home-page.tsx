import { GuidedTour } from '@/components/tour/lazy-guided-tour';
import { HomeScreen } from './home-screen';

/** Home as its own page (`/{locale}` and `/{locale}/home`): the screen with its guided tour. */
export function HomePage() {
  return <HomeScreen tour={(entries) => <GuidedTour entries={entries} />} />;
}
