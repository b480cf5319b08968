import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DeviceWallet } from '@/components/wallet/device-wallet';
import type { MemberCard } from '@/lib/contract/member-card';
import { forgetWallets, WALLET_PREFIX } from '@/lib/wallet/wallet-keys';
import {
  clearLogoutPending,
  markLogoutPending,
  setShownSession,
} from '@/lib/session/browser/pending-logout';
import { renderWithProviders } from '../support/providers';

// components/wallet/device-wallet.tsx saves the member's wallet on each online page. A wallet
// asked for before a sign-out (forgetWallets, lib/wallet/wallet-keys.ts) is not written back when
// it answers after it, and no wallet is asked for while a sign-out is still on its way.

vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/home' }));
const bff = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@/lib/api/call-api', () => ({ callApi: bff.callApi }));

const member = { cCode: '+971', phnNo: '501234567' };
const card: MemberCard = {
  memberNumber: '10000042',
  cardId: 1234,
  secret: 'a'.repeat(43),
  validUntil: new Date(Date.now() + 3_600_000).toISOString(),
};
const wallet = { card, vouchers: [], brandNames: { KFC: { en: 'KFC', ar: 'كنتاكي' } } };
const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(WALLET_PREFIX));

/** The wallet's answer, held until the test lets it arrive. */
function heldAnswer() {
  let answer: () => void = () => {};
  bff.callApi.mockImplementation(
    () => new Promise((resolve) => (answer = () => resolve({ data: wallet }))),
  );
  return () => act(async () => answer());
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearLogoutPending();
  vi.clearAllMocks();
});

it('saves the wallet the service answers', async () => {
  const answer = heldAnswer();
  renderWithProviders(<DeviceWallet member={member} passes={[]} />);
  expect(bff.callApi).toHaveBeenCalledWith('member-wallet');
  await answer();
  expect(kept()).not.toEqual([]);
});

it('does not write back a wallet that answers after a sign-out forgot it', async () => {
  const answer = heldAnswer();
  renderWithProviders(<DeviceWallet member={member} passes={[]} />);
  forgetWallets(localStorage);
  await answer();
  expect(kept()).toEqual([]);
});

it('asks for no wallet while a sign-out is on its way', () => {
  setShownSession('session-1');
  markLogoutPending();
  renderWithProviders(<DeviceWallet member={member} passes={[]} />);
  expect(bff.callApi).not.toHaveBeenCalled();
});
