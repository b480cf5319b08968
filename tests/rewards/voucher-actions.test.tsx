import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reward } from '@/lib/contract/loyalty';
import { RewardsContextProvider } from '@/components/rewards/rewards-context-provider';
import { VoucherDetail } from '@/components/rewards/voucher-detail';
import { snackbar } from '@/lib/ui/snackbar';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';
import { rewardsContext, serviceReward } from '@/tests/support/rewards';

// A voucher at the till (components/rewards/voucher-actions.tsx, docs/product.md §4 Reward flow):
// activating says so above the code, never in a snackbar over it; only a press held in front of
// the cashier marks it used, after which it says when and where. The BFF is a stand-in that
// answers as the service does.

vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));

const REDEEMED_AT = '2026-11-22T10:32:00Z';
const INPUT = { brand: 'kfc', id: '6f1c2a7e-0000-4000-8000-000000000001' };

const voucher = (status: Reward['status']): Reward =>
  serviceReward({
    id: INPUT.id,
    status,
    couponCode: status === 'unlocked' ? null : 'KFC-ABCD-EF23',
    expiresAt: status === 'unlocked' ? null : new Date(Date.now() + 86_400_000).toISOString(),
    redeemedAt: status === 'redeemed' ? REDEEMED_AT : null,
  });

/** The BFF: voucher-details and redeem-reward over one voucher; what it was asked, in order. */
function installBff(start: Reward) {
  let held = start;
  const bff = stubBff((call, body) => {
    if (call === 'redeem-reward') {
      held = voucher(body.action === 'activate' ? 'activated' : 'redeemed');
      return { reward: held, pointBalance: 30 };
    }
    if (call === 'voucher-details') return { voucher: held };
  });
  return { redeems: () => bff.sent('redeem-reward') };
}

function renderVoucher(start: Reward, locale: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <RewardsContextProvider
      value={rewardsContext(locale, { name: 'Sara', cCode: '+971', phnNo: '501234567' })}
    >
      <VoucherDetail input={INPUT} initial={{ voucher: start }} faq={[]} timeZone="Asia/Dubai" />
    </RewardsContextProvider>,
    { locale, queries: { staleTime: Infinity } },
  );
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a voucher at the till', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says it was activated above the code, in a status, not in a snackbar', async () => {
    const bff = installBff(voucher('unlocked'));
    renderVoucher(voucher('unlocked'));
    await userEvent.click(screen.getByRole('button', { name: en.Voucher.activate }));
    const said = await screen.findByText(en.Voucher.activated);
    expect(said.closest('[role="status"]')).not.toBeNull();
    const code = await screen.findByText('KFC-ABCD-EF23');
    // Before the code in the page: nothing is drawn over it.
    expect(said.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bff.redeems()).toEqual([expect.objectContaining({ action: 'activate' })]);
    expect(snackbar.success).not.toHaveBeenCalled();
    expect(snackbar.show).not.toHaveBeenCalled();
  });

  it('explains the hold beside the button, and a tap or a short press does not redeem', async () => {
    const bff = installBff(voucher('activated'));
    renderVoucher(voucher('activated'));
    const hold = screen.getByRole('button', { name: en.Voucher.holdToRedeem });
    expect(hold).toHaveAccessibleDescription(en.Voucher.holdHint);
    await userEvent.click(hold);
    await sleep(1_700);
    expect(bff.redeems()).toEqual([]);
    fireEvent.pointerDown(hold, { button: 0 });
    await sleep(500);
    fireEvent.pointerUp(hold, { button: 0 });
    await sleep(1_700);
    expect(bff.redeems()).toEqual([]);
    expect(screen.getByText('KFC-ABCD-EF23')).toBeInTheDocument();
    expect(screen.queryByText(en.Voucher.redeemedState)).toBeNull();
  });

  it('redeems on a full hold, then says when and where it was used', async () => {
    const bff = installBff(voucher('activated'));
    renderVoucher(voucher('activated'));
    fireEvent.pointerDown(screen.getByRole('button', { name: en.Voucher.holdToRedeem }), {
      button: 0,
    });
    const usedAt = await screen.findByTestId('voucher-used-at', {}, { timeout: 3_000 });
    expect(usedAt).toHaveTextContent(/^Used at 2:32 pm, KFC$/);
    expect(bff.redeems()).toEqual([expect.objectContaining({ action: 'redeem' })]);
    const status = usedAt.closest('[role="status"]')!;
    expect(within(status as HTMLElement).getByText(en.Voucher.redeemedState)).toBeInTheDocument();
    expect(screen.queryByText('KFC-ABCD-EF23')).toBeNull();
    expect(screen.queryByRole('button', { name: en.Voucher.holdToRedeem })).toBeNull();
    expect(snackbar.success).not.toHaveBeenCalled();
  });

  it('redeems when Space is held down, as a keyboard member does', async () => {
    const bff = installBff(voucher('activated'));
    renderVoucher(voucher('activated'), 'ar');
    const hold = screen.getByRole('button', { name: ar.Voucher.holdToRedeem });
    hold.focus();
    fireEvent.keyDown(hold, { key: ' ' });
    const usedAt = await screen.findByTestId('voucher-used-at', {}, { timeout: 3_000 });
    fireEvent.keyUp(hold, { key: ' ' });
    expect(usedAt).toHaveTextContent(/^استُخدمت الساعة 2:32 م لدى كنتاكي$/);
    expect(bff.redeems()).toHaveLength(1);
  });

  it('says when and where a voucher redeemed earlier was used', () => {
    installBff(voucher('redeemed'));
    renderVoucher(voucher('redeemed'));
    expect(screen.getByText(en.Voucher.redeemedState)).toBeInTheDocument();
    expect(screen.getByTestId('voucher-used-at')).toHaveTextContent('Used at 2:32 pm, KFC');
  });
});
