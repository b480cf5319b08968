import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToWallet } from '@/components/wallet/add-to-wallet';
import { renderWithProviders } from '../support/providers';

// docs/product.md §4 Member card in the phone's wallet: Apple Wallet's button on Apple's phones,
// Google Wallet's elsewhere, each only for a wallet the web app has settings for.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('Add to wallet', () => {
  afterEach(() => vi.restoreAllMocks());
  const on = (agent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);

  it('links an iPhone to its .pkpass, in the page’s language', () => {
    on(IPHONE);
    renderWithProviders(<AddToWallet wallets={['google', 'apple']} />, { locale: 'ar' });
    const link = screen.getByTestId('add-to-apple-wallet');
    expect(link.getAttribute('href')).toBe('/api/wallet/apple?locale=ar');
    expect(link.textContent).toBe('إضافة إلى محفظة Apple');
    expect(screen.queryByTestId('add-to-google-wallet')).toBeNull();
  });

  it('offers Google Wallet elsewhere, and nothing for a wallet without settings', () => {
    on(ANDROID);
    const { unmount } = renderWithProviders(<AddToWallet wallets={['google', 'apple']} />);
    expect(screen.getByTestId('add-to-google-wallet')).toBeDefined();
    expect(screen.queryByTestId('add-to-apple-wallet')).toBeNull();
    unmount();
    on(IPHONE);
    renderWithProviders(<AddToWallet wallets={['google']} />);
    expect(screen.queryByTestId('add-to-apple-wallet')).toBeNull();
    expect(screen.queryByTestId('add-to-google-wallet')).toBeNull();
  });
});
