import type { ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExchangeForm, type ExchangeBrand } from '@/components/exchange/exchange-form';
import { snackbar } from '@/lib/ui/snackbar';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { balanceEntry, joiningBrand, stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';

// The transfer form's brand picker (components/exchange/brand-picker.tsx): a brand the member has
// not joined is listed apart on the receiving side, cannot be picked, and has a Join button that
// joins it in place (register-member, as on a reward's detail). Once joined its tile can be
// picked and has focus (docs/product.md §4 Per-brand membership, §2 "Focus follows each step").
// The BFF is a stand-in that answers as the service does: Pizza Hut's bonus is 50 points.

vi.mock('@/lib/ui/snackbar', () => import('@/tests/support/snackbar'));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
// The app's Link needs a Next app around it; here it is the anchor it renders.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: ComponentProps<'a'> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

const RATE = { numerator: 1, denominator: 1 };
const brand = (code: string, name: string): ExchangeBrand => ({
  code: code as ExchangeBrand['code'],
  name,
  logo: `/brands/${code.toLowerCase()}.svg`,
  exchangeRate: Object.fromEntries(
    ['AMRX', 'KFC', 'PHD'].filter((c) => c !== code).map((c) => [c, RATE]),
  ),
});
const BRANDS = {
  en: [brand('AMRX', 'AMRX Rewards'), brand('KFC', 'KFC'), brand('PHD', 'Pizza Hut')],
  ar: [brand('AMRX', 'مكافآت AMRX'), brand('KFC', 'كنتاكي'), brand('PHD', 'بيتزا هت')],
};

/** The calls the form makes, over a member of AMRX and KFC who has not joined Pizza Hut. */
function installBff() {
  const join = joiningBrand('PHD', 50, {
    AMRX: balanceEntry(100, true),
    KFC: balanceEntry(50, true),
  });
  return stubBff((call) => {
    if (call === 'transfer-limits')
      return {
        transferPointsLimit: {
          brands: ['AMRX', 'KFC', 'PHD'],
          minimumPointTransfer: 50,
          pointExpireAfterText: { en: 'Points keep their expiry.', ar: 'تحتفظ النقاط بتاريخها.' },
        },
      };
    return join(call);
  });
}

function renderForm(locale: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <ExchangeForm
      brands={BRANDS[locale]}
      member={{ cCode: '+971', phnNo: '501234567' }}
      memberName="Sara"
      minDigits={3}
      sliderText=""
    />,
    { locale },
  );
}

describe('joining a brand from the transfer form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists a brand not joined on the receiving side only, not to be picked, with Join', async () => {
    installBff();
    renderForm();
    const to = await screen.findByRole('group', { name: en.Exchange.to });
    const from = screen.getByRole('group', { name: en.Exchange.from });
    expect(within(to).getByRole('radio', { name: /Pizza Hut/ })).toBeDisabled();
    expect(within(from).queryByRole('radio', { name: /Pizza Hut/ })).toBeNull();
    const join = within(to).getByRole('button', { name: 'Join Pizza Hut' });
    expect(join).toHaveTextContent(en.Exchange.joinShort);
    expect(within(from).queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('joins it in place: the bonus is said, its tile can be picked and has focus', async () => {
    const bff = installBff();
    renderForm();
    const to = await screen.findByRole('group', { name: en.Exchange.to });
    await userEvent.click(within(to).getByRole('button', { name: 'Join Pizza Hut' }));

    const tile = await within(to).findByRole('radio', { name: /Pizza Hut/ });
    await vi.waitFor(() => expect(tile).toHaveFocus());
    expect(tile).toBeEnabled();
    expect(within(to).queryByRole('button', { name: 'Join Pizza Hut' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: en.Exchange.from })).getByRole('radio', {
        name: /Pizza Hut/,
      }),
    ).toBeEnabled();
    expect(snackbar.success).toHaveBeenCalledWith(
      'You have joined Pizza Hut: 50 welcome points are in your balance.',
    );
    expect(bff.sent('register-member')).toEqual([
      expect.objectContaining({
        cCode: '+971',
        phnNo: '501234567',
        firstName: 'Sara',
        brands: [{ brand: 'PHD', extUserId: '+971501234567' }],
      }),
    ]);
    // Picked like any joined brand.
    await userEvent.click(tile);
    expect(tile).toBeChecked();
  });

  it('says Join in Arabic, the brand named in the button’s name', async () => {
    installBff();
    renderForm('ar');
    const to = await screen.findByRole('group', { name: ar.Exchange.to });
    const join = within(to).getByRole('button', { name: 'انضم إلى بيتزا هت' });
    expect(join).toHaveTextContent(ar.Exchange.joinShort);
    await userEvent.click(join);
    await vi.waitFor(() =>
      expect(within(to).getByRole('radio', { name: /بيتزا هت/ })).toHaveFocus(),
    );
  });
});
