import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RewardsContext } from '@/lib/rewards/rewards-context';
import { MemberRewardActions } from '@/components/rewards/member-reward-actions';
import { RewardsContextProvider } from '@/components/rewards/rewards-context-provider';
import { snackbar } from '@/lib/ui/snackbar';
import en from '@/messages/en.json';
import { balanceEntry, joiningBrand, stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';
import { serviceReward } from '@/tests/support/rewards';

// Joining a reward's brand from its detail (components/rewards/member-reward-actions.tsx,
// docs/product.md §4 Reward flow step 2): focus goes on to what the join made possible, Unlock or
// the transfer that makes up the shortfall, not back to the top of the page with the Join button
// (docs/product.md §2 "Focus follows each step"). The BFF is a stand-in that answers as the
// service does: joining KFC credits its 50-point bonus.

vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));

const MEMBER = { name: 'Sara', cCode: '+971', phnNo: '501234567' };

/** loyalty-brands and register-member over one member who has not joined KFC yet. */
function installBff() {
  return stubBff(joiningBrand('KFC', 50, { AMRX: balanceEntry(100, true) }));
}

function renderActions(pointsCost: number) {
  const context: RewardsContext = {
    images: { base: '/', token: '' },
    member: MEMBER,
    deviceId: 'device-1',
    country: 'AE',
    deeplinks: {},
    brands: [
      { code: 'KFC', shortname: 'kfc', name: 'KFC', logo: '', joiningBonusPts: 50, rates: {} },
    ],
  };
  return renderWithProviders(
    <RewardsContextProvider value={context}>
      <MemberRewardActions reward={serviceReward({ pointsCost })} member={MEMBER} />
    </RewardsContextProvider>,
  );
}

const joinKfc = () =>
  screen.findByRole('button', { name: en.RewardUnlock.join.replace('{brand}', 'KFC') });

describe('joining a reward’s brand from its detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('puts focus on Unlock once joined, when the bonus covers the reward', async () => {
    const bff = installBff();
    renderActions(20);
    await userEvent.click(await joinKfc());
    const unlock = await screen.findByRole('button', { name: 'Unlock for 20 points' });
    await vi.waitFor(() => expect(unlock).toHaveFocus());
    expect(snackbar.success).toHaveBeenCalledWith('You have joined KFC.');
    expect(bff.sent('register-member')).toHaveLength(1);
  });

  it('puts focus on the transfer, which says how many points are missing, when it does not', async () => {
    installBff();
    renderActions(150);
    await userEvent.click(await joinKfc());
    const transfer = await screen.findByRole('button', { name: en.RewardUnlock.transferCta });
    await vi.waitFor(() => expect(transfer).toHaveFocus());
    expect(transfer).toHaveAccessibleDescription('You need 100 more KFC points.');
  });
});
