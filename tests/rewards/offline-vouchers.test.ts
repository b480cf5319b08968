import {
  forgetVoucher,
  readStoredVouchers,
  storageKey,
  storedTitle,
  storeVoucher,
  type StoredVoucher,
} from '@/lib/rewards/offline-vouchers';

class MemoryStore {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const NOW = Date.parse('2026-11-22T10:00:00Z');
const voucher = (id: string, hoursLeft: number): StoredVoucher => ({
  brand: 'KFC',
  id,
  code: `KFC-${id}`,
  expiresAt: new Date(NOW + hoursLeft * 3_600_000).toISOString(),
  titleEn: 'Welcome fries',
  titleAr: 'بطاطس ترحيبية',
});

describe('activated vouchers kept for offline use', () => {
  it('keys the copy by member', () => {
    expect(storageKey({ cCode: '+971', phnNo: '501234567' })).not.toBe(
      storageKey({ cCode: '+966', phnNo: '501234567' }),
    );
  });

  it('stores, refreshes and forgets vouchers, soonest expiry first', () => {
    const store = new MemoryStore();
    storeVoucher(store, 'k', voucher('a', 48), NOW);
    storeVoucher(store, 'k', voucher('b', 2), NOW);
    storeVoucher(store, 'k', { ...voucher('a', 48), code: 'KFC-NEW' }, NOW);
    expect(readStoredVouchers(store, 'k', NOW).map((v) => [v.id, v.code])).toEqual([
      ['b', 'KFC-b'],
      ['a', 'KFC-NEW'],
    ]);
    forgetVoucher(store, 'k', 'b', NOW);
    expect(readStoredVouchers(store, 'k', NOW).map((v) => v.id)).toEqual(['a']);
    forgetVoucher(store, 'k', 'a', NOW);
    expect(store.data.has('k')).toBe(false);
  });

  it('keeps a title a page in one language saved the voucher without', () => {
    const store = new MemoryStore();
    storeVoucher(store, 'k', voucher('a', 48), NOW);
    storeVoucher(store, 'k', { ...voucher('a', 48), titleEn: '', code: 'KFC-NEW' }, NOW);
    expect(readStoredVouchers(store, 'k', NOW)).toEqual([{ ...voucher('a', 48), code: 'KFC-NEW' }]);

    storeVoucher(store, 'k', { ...voucher('b', 4), titleEn: '' }, NOW);
    const [onlyArabic] = readStoredVouchers(store, 'k', NOW);
    expect(onlyArabic).toMatchObject({ id: 'b', titleEn: '' });
    expect(storedTitle(onlyArabic!, 'en')).toBe('بطاطس ترحيبية');
    expect(storedTitle(onlyArabic!, 'ar')).toBe('بطاطس ترحيبية');
    expect(storedTitle(voucher('c', 1), 'en')).toBe('Welcome fries');
  });

  it('drops expired vouchers and ignores what does not parse', () => {
    const store = new MemoryStore();
    storeVoucher(store, 'k', voucher('old', -1), NOW);
    expect(readStoredVouchers(store, 'k', NOW)).toEqual([]);
    store.setItem('k', '{not json');
    expect(readStoredVouchers(store, 'k', NOW)).toEqual([]);
    store.setItem('k', JSON.stringify([{ id: 1 }]));
    expect(readStoredVouchers(store, 'k', NOW)).toEqual([]);
  });

  it('survives a storage that refuses writes', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => storeVoucher(store, 'k', voucher('a', 1), NOW)).not.toThrow();
  });
});
