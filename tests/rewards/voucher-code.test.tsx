import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { VoucherCode } from '@/components/rewards/voucher-code';

const NOW = Date.parse('2026-11-22T10:00:00Z');

function renderCode(expiresAt: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Dubai">
      <VoucherCode code="KFC-ABCD-EF23" expiresAt={expiresAt} />
    </NextIntlClientProvider>,
  );
}

describe('an activated voucher code (docs/product.md §7 clipboard, server-set countdown)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the expiry the server set', () => {
    renderCode('2026-11-24T13:04:05Z');
    expect(screen.getByTestId('voucher-countdown')).toHaveTextContent('Expires in 2 days 03:04:05');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('voucher-countdown')).toHaveTextContent('Expires in 2 days 03:04:00');
  });

  it('says when it has expired', () => {
    renderCode('2026-11-22T10:00:02Z');
    expect(screen.getByTestId('voucher-countdown')).toHaveTextContent('Expires in 00:00:02');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(en.VoucherCode.expiredState)).toBeInTheDocument();
  });

  it('keeps the screen on while the code can be used, and no longer', async () => {
    const held: { released: boolean }[] = [];
    const request = vi.fn(async () => {
      const lock = { released: false, release: async () => void (lock.released = true) };
      held.push(lock);
      return lock;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    try {
      renderCode('2026-11-22T10:00:02Z');
      await act(async () => {});
      expect(held.filter((l) => !l.released)).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(3000));
      expect(screen.getByText(en.VoucherCode.expiredState)).toBeInTheDocument();
      expect(held.filter((l) => !l.released)).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('copies the code and says so beside it, not over the codes', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    // After user-event, which installs a clipboard of its own.
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCode(new Date(Date.now() + 3_600_000).toISOString());
    await user.click(screen.getByRole('button', { name: en.VoucherCode.copy }));
    expect(writeText).toHaveBeenCalledWith('KFC-ABCD-EF23');
    // Said in a status of the code's own, which no snackbar lies over.
    expect((await screen.findByText(en.VoucherCode.copied)).getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: en.VoucherCode.copy }));
    expect((await screen.findByText(en.VoucherCode.copyFailed)).getAttribute('role')).toBe(
      'status',
    );
  });
});
