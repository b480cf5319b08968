import { QuickLoginScreen } from '@/components/auth/quick-login-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('quickLogin', async ({ searchParams }) => (
  <QuickLoginScreen searchParams={await searchParams} />
));
