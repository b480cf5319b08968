import { act, screen, waitFor } from '@testing-library/react';
import { AccountValidation } from '@/components/layout/account-validation';
import { snackbar } from '@/tests/support/snackbar';
import { renderWithProviders } from '@/tests/support/providers';
import en from '@/messages/en.json';

// components/layout/account-validation.tsx: when the run's script cannot be fetched (offline, or
// a tab older than a deploy), the page shows as it is and a guest is told the validation failed,
// as a refused validation would tell them; a member, whose session stands, is told nothing.

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams('clientId=cl_2&brand=PHD'),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/rewards',
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));
vi.mock('@/components/layout/validation-run', () => {
  throw new Error('ChunkLoadError');
});

afterEach(() => vi.clearAllMocks());

it('shows the page and tells a guest the validation failed', async () => {
  renderWithProviders(
    <AccountValidation signedIn={false} hasLoyaltyGuid>
      <h1>Rewards</h1>
    </AccountValidation>,
  );
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible());
  expect(snackbar.warning).toHaveBeenCalledWith(en.AccountValidation.validateFailed);
});

it('tells a member nothing', async () => {
  renderWithProviders(
    <AccountValidation signedIn hasLoyaltyGuid>
      <h1>Rewards</h1>
    </AccountValidation>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  expect(snackbar.warning).not.toHaveBeenCalled();
});
