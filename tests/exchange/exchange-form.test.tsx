import type { ComponentProps } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExchangeForm, type ExchangeBrand } from '@/components/exchange/exchange-form';
import { QUOTE_DELAY_MS } from '@/components/exchange/use-transfer-quote';
import en from '@/messages/en.json';
import { balanceEntry } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';

// The transfer form asks the quote whether a transfer may go ahead and shows its refusal as the BFF
// worded it (lib/bff/member-text.ts): the browser runs no rule of a transfer and words no refusal.
// The quote is asked once the amount rests, and the last answer stays while the next is asked.

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
// The app's Link needs a Next app around it; here it is the anchor it renders.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: ComponentProps<'a'> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

const RATE = { numerator: 1, denominator: 1 };
const BRANDS: ExchangeBrand[] = [
  { code: 'AMRX', name: 'AMRX Rewards', logo: '/a.svg', exchangeRate: { KFC: RATE } },
  { code: 'KFC', name: 'KFC', logo: '/k.svg', exchangeRate: { AMRX: RATE } },
];

type Reply = { status: number; message?: string; data: unknown };
const ok = (data: unknown): Reply => ({ status: 200, data });
/** A refusal as the BFF sends it: its words already in the member's language. */
const refused = (code: string, message: string, values: object = {}): Reply => ({
  status: 400,
  message,
  data: { code, ...values },
});
/** A quote's no as the BFF sends it: an answer (200), its refusal worded for the member. */
const saysNo = (code: string, message: string, values: object = {}): Reply => ({
  status: 200,
  message,
  data: { refusal: { code, message, ...values } },
});

/** The BFF, answering each quote with `quote(points)` (a promise holds the answer back). */
function installBff(quote: (points: number) => Reply | Promise<Reply>) {
  const quotes: number[] = [];
  const transfers: unknown[] = [];
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = url.split('/').pop()!;
    asked.push(call);
    const body = JSON.parse(String(init?.body ?? '{}')) as { points?: number };
    let reply: Reply = ok({});
    if (call === 'loyalty-brands')
      reply = ok({
        total: 600,
        brands: {
          AMRX: balanceEntry(500, true),
          KFC: { ...balanceEntry(100, true), totalDailyEarnPoint: 120 },
        },
      });
    if (call === 'transfer-limits')
      reply = ok({
        transferPointsLimit: {
          brands: ['AMRX', 'KFC'],
          minimumPointTransfer: 50,
          pointExpireAfterText: { en: 'Points keep their expiry.', ar: 'تحتفظ النقاط بتاريخها.' },
        },
      });
    if (call === 'transfer-quote') {
      quotes.push(body.points!);
      reply = await quote(body.points!);
    }
    if (call === 'transfer-points') {
      transfers.push(body);
      reply = refused('daily_limit', 'Worded by the BFF: the daily limit.', { dailyLimit: 500 });
    }
    return new Response(
      JSON.stringify({
        statusCode: reply.status,
        message: reply.message ?? 'OK',
        data: reply.data,
      }),
      { status: reply.status, headers: { 'content-type': 'application/json' } },
    );
  });
  return { quotes, transfers, asked };
}

const quoteOf = (points: number) =>
  ok({
    send: points,
    receive: points,
    rate: RATE,
    minimumPointTransfer: 50,
    remainingDailyLimit: 400,
  });

function renderForm() {
  renderWithProviders(
    <ExchangeForm
      brands={BRANDS}
      member={{ cCode: '+971', phnNo: '501234567' }}
      memberName="Sara"
      sliderText=""
    />,
  );
}

const problem = () => document.getElementById('transfer-problem')!;
const amount = () => screen.getByRole('spinbutton', { name: en.Exchange.pointsLabel });
const review = () => screen.getByRole('button', { name: en.Exchange.review });

describe('the exchange form and the quote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the quote’s refusal in the words the BFF gave it, and Review says why it is off', async () => {
    installBff((points) =>
      points > 500
        ? saysNo('insufficient_points', 'Worded by the BFF: 100 missing.', { missing: 100 })
        : quoteOf(points),
    );
    renderForm();
    await waitFor(() => expect(review()).toBeEnabled());
    await userEvent.clear(amount());
    await userEvent.type(amount(), '600');
    await waitFor(() => expect(problem()).toHaveTextContent('Worded by the BFF: 100 missing.'));
    expect(review()).toBeDisabled();
    expect(review()).toHaveAttribute('aria-describedby', 'transfer-problem');
  });

  it('says at once, without asking, that an empty amount is no amount', async () => {
    const bff = installBff(quoteOf);
    renderForm();
    await waitFor(() => expect(bff.quotes).toEqual([50]));
    await userEvent.clear(amount());
    expect(problem()).toHaveTextContent(en.Exchange.noPoints);
    expect(review()).toBeDisabled();
    await act(() => new Promise((done) => setTimeout(done, QUOTE_DELAY_MS + 100)));
    expect(bff.quotes).toEqual([50]);
  });

  it('asks once the amount rests, and keeps the last answer on screen while the next is asked', async () => {
    let answer!: (reply: Reply) => void;
    const bff = installBff((points) =>
      points === 49
        ? saysNo('below_minimum', 'Worded by the BFF: the minimum is 50.', { minimum: 50 })
        : new Promise<Reply>((resolve) => (answer = resolve)),
    );
    renderForm();
    await waitFor(() => expect(bff.quotes).toEqual([50]));
    await act(async () => answer(quoteOf(50)));
    await userEvent.clear(amount());
    await userEvent.type(amount(), '49');
    await waitFor(() => expect(problem()).toHaveTextContent('the minimum is 50'));
    // Typed key by key, 120 is asked once it rests: not 1 or 12 on the way.
    await userEvent.clear(amount());
    await userEvent.type(amount(), '120');
    await waitFor(() => expect(bff.quotes).toEqual([50, 49, 120]));
    // In flight: the refusal of 49 is still what the screen says, and Review stays off.
    expect(problem()).toHaveTextContent('the minimum is 50');
    expect(review()).toBeDisabled();
    await act(async () => answer(quoteOf(120)));
    await waitFor(() => expect(problem()).toHaveTextContent(''));
    expect(review()).toBeEnabled();
  });

  it('shows what is left of today’s limit from the balances it holds, then as the quote says', async () => {
    let answer!: (reply: Reply) => void;
    const bff = installBff(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderForm();
    // Before the quote answers: KFC's daily limit of 500 less the 120 earned there today.
    expect(await screen.findByText('380 of 500 points')).toBeInTheDocument();
    await waitFor(() => expect(bff.quotes).toEqual([50]));
    await act(async () => answer(quoteOf(50)));
    expect(await screen.findByText('400 of 500 points')).toBeInTheDocument();
    // The balances say it already: no second read of the same numbers.
    expect(bff.asked).not.toContain('remaining-limit');
  });

  it('shows a refused transfer in the BFF’s words, and offers no Try again for it', async () => {
    const bff = installBff(quoteOf);
    renderForm();
    await waitFor(() => expect(review()).toBeEnabled());
    await userEvent.click(review());
    const confirm = screen.getByRole('button', { name: en.Exchange.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(problem()).toHaveTextContent('Worded by the BFF: the daily limit.'));
    expect(bff.transfers).toHaveLength(1);
    expect(screen.getByRole('button', { name: en.Exchange.confirm })).toBeDisabled();
    expect(screen.queryByRole('button', { name: en.Exchange.tryAgain })).toBeNull();
  });
});
