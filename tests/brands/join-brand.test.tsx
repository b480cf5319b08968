import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandBalance } from '@/components/brands/brand-balance';
import { snackbar } from '@/lib/ui/snackbar';
import en from '@/messages/en.json';
import { joiningBrand, stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';

// Joining a brand from its detail (components/brands/join-brand.tsx, docs/product.md §4
// Per-brand membership): the offer goes once joined, and focus goes to the balance now marked
// Member, not back to the top of the page (docs/product.md §2 "Focus follows each step"). The BFF
// is a stand-in that answers as the service does: KFC's bonus is 50 points.

vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));

function installBff() {
  stubBff(joiningBrand('KFC', 50));
}

describe('joining a brand from its detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('puts focus on the balance, now marked Member, once joined', async () => {
    installBff();
    renderWithProviders(
      <BrandBalance
        member={{ cCode: '+971', phnNo: '501234567' }}
        brand={{ code: 'KFC', shortname: 'kfc', name: 'KFC' }}
        detailed
        join={{ name: 'Sara', joiningBonusPts: 50 }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join KFC' }));
    const member = await screen.findByText(en.Brands.member, { exact: true });
    const balance = member.closest('p')!;
    await vi.waitFor(() => expect(balance).toHaveFocus());
    expect(balance).toHaveTextContent('50 points');
    expect(balance).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'Join KFC' })).toBeNull();
    expect(snackbar.success).toHaveBeenCalledWith(
      'You have joined KFC: 50 welcome points are in your balance.',
    );
  });
});
