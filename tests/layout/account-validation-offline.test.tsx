import { act, screen, waitFor } from '@testing-library/react';
import { AccountValidation } from '@/components/layout/account-validation';
import { snackbar } from '@/tests/support/snackbar';
import { renderWithProviders } from '@/tests/support/providers';
import en from '@/messages/en.json';

// components/layout/account-validation.tsx: when the run's script cannot be fetched (offline, or
// a tab older than a deploy), the page shows as it is and a guest is told the validation failed,
// as a refused validation would tell them; a member, whose session stands, is told nothing.

const address = vi.hoisted(() => ({ query: 'clientId=cl_2&brand=PHD' }));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(address.query) }));
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/rewards',
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));
vi.mock('@/components/layout/validation-run', () => {
  throw new Error('ChunkLoadError');
});

afterEach(() => {
  address.query = 'clientId=cl_2&brand=PHD';
  vi.clearAllMocks();
});

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

it('tells a guest once per deep link: again for a later link, not for the query cleanup', async () => {
  // A new element each time, as a navigation renders the page again.
  const page = () => (
    <AccountValidation signedIn={false} hasLoyaltyGuid>
      <h1>Rewards</h1>
    </AccountValidation>
  );
  const { rerender } = renderWithProviders(page());
  await waitFor(() => expect(snackbar.warning).toHaveBeenCalledTimes(1));
  // The query leaves the address bar; the page renders again.
  address.query = '';
  rerender(page());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(snackbar.warning).toHaveBeenCalledTimes(1);
  // A later deep link in the app, with its own client id.
  address.query = 'clientId=cl_3&brand=PHD';
  rerender(page());
  await waitFor(() => expect(snackbar.warning).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible();
});
