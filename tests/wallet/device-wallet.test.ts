import type { Reward } from '@/lib/contract/loyalty';
import {
  CARD_STEP_SECONDS,
  cardCode,
  cardStep,
  groupedMemberNumber,
  msUntilNextStep,
  parseCardCode,
  type MemberCard,
} from '@/lib/contract/member-card';
import { readStoredVouchers, storageKey } from '@/lib/rewards/offline-vouchers';
import { cardKey, readCard, saveWallet } from '@/lib/wallet/device-wallet';
import { forgetWallets } from '@/lib/wallet/wallet-keys';

// What a device keeps for the till (lib/wallet/device-wallet.ts) and the code it draws from it
// (lib/contract/member-card.ts); the service's side is tests/services/loyalty/ledger/member-card.test.ts.

class MemoryStore {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key = (i: number) => [...this.data.keys()][i] ?? null;
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const NOW = Date.parse('2026-11-27T10:00:00Z');
const member = { cCode: '+971', phnNo: '501234567' };
const card: MemberCard = {
  memberNumber: '10000042',
  cardId: 1234,
  secret: 'a'.repeat(43),
  validUntil: new Date(NOW + 3_600_000).toISOString(),
};
const reward = (id: string, status: Reward['status'], hoursLeft: number): Reward => ({
  id,
  brand: 'KFC',
  titleEn: `Reward ${id}`,
  titleAr: `مكافأة ${id}`,
  descriptionEn: '',
  descriptionAr: '',
  image: '',
  offerType: 'loyalty',
  channel: 'in-store',
  pointsCost: 100,
  duration: 7,
  durationUnit: 'days',
  joiningBonusPts: 0,
  termsEn: '',
  termsAr: '',
  status,
  couponCode: status === 'activated' ? `KFC-${id}` : null,
  expiresAt: new Date(NOW + hoursLeft * 3_600_000).toISOString(),
  redeemedAt: null,
});
const brandNames = { KFC: { en: 'KFC', ar: 'كنتاكي' } };

describe('the wallet kept on the device', () => {
  it('saves the card and replaces the vouchers with the service list', () => {
    const store = new MemoryStore();
    saveWallet(store, member, { card, vouchers: [reward('a', 'activated', 5)], brandNames }, NOW);
    saveWallet(
      store,
      member,
      { card, vouchers: [reward('b', 'activated', 2), reward('c', 'activated', -1)], brandNames },
      NOW,
    );
    expect(readCard(store, cardKey(member), NOW)).toEqual({ card, brandNames });
    expect(readStoredVouchers(store, storageKey(member), NOW).map((v) => v.code)).toEqual([
      'KFC-b',
    ]);
  });

  it('drops a card past its validity and anything that is not a card', () => {
    const store = new MemoryStore();
    saveWallet(store, member, { card, vouchers: [], brandNames }, NOW);
    expect(readCard(store, cardKey(member), NOW + 3_600_001).card).toBeNull();
    store.setItem(cardKey(member), '{"card":{"cardId":"1"}}');
    expect(readCard(store, cardKey(member), NOW).card).toBeNull();
    store.setItem(cardKey(member), 'not json');
    expect(readCard(store, cardKey(member), NOW)).toEqual({ card: null, brandNames: {} });
  });

  it('forgets every member’s wallet and the older voucher copies, and nothing else', () => {
    const store = new MemoryStore();
    saveWallet(store, member, { card, vouchers: [reward('a', 'activated', 5)], brandNames }, NOW);
    saveWallet(
      store,
      { cCode: '+966', phnNo: '501234567' },
      { card, vouchers: [], brandNames },
      NOW,
    );
    store.setItem('amrx.activatedVouchers.971-501234567', '[]');
    store.setItem('firstVisit', 'false');
    forgetWallets(store);
    expect([...store.data.keys()]).toEqual(['firstVisit']);
  });
});

describe('the member card code', () => {
  it('is the same for the same step and card, and differs from step to step', async () => {
    const step = cardStep(NOW);
    const code = await cardCode(card, step);
    expect(code).toMatch(/^M1\.1234\.\d+\.[A-Za-z0-9_-]{14}$/);
    expect(await cardCode(card, step)).toBe(code);
    expect(await cardCode(card, step + 1)).not.toBe(code);
    expect(await cardCode({ ...card, secret: 'b'.repeat(43) }, step)).not.toBe(code);
    expect(parseCardCode(code)).toEqual({ cardId: 1234, step, mac: code.split('.')[3] });
    expect(parseCardCode('M1.1234.5.short')).toBeNull();
  });

  it('changes every 30 seconds and prints the member number in groups of four', () => {
    expect(cardStep(NOW + CARD_STEP_SECONDS * 1000)).toBe(cardStep(NOW) + 1);
    expect(msUntilNextStep(NOW + 1_000)).toBe(29_000);
    expect(groupedMemberNumber('10000042')).toBe('1000 0042');
  });
});
