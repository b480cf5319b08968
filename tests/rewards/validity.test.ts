import { clockText, remainingTime } from '@/lib/rewards/validity';
import { brandDestination } from '@/lib/rewards/brand-link';

describe('the voucher countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('splits what is left into days and a clock', () => {
    const left = remainingTime('2026-11-24T13:04:05Z', now)!;
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(clockText(left)).toBe('03:04:05');
  });
  it('is null once expired or for a bad date', () => {
    expect(remainingTime('2026-11-22T10:00:00Z', now)).toBeNull();
    expect(remainingTime('nonsense', now)).toBeNull();
  });
});

describe('taking the member to the brand (docs/product.md §7)', () => {
  const deeplinks = { KFC: { UAE: 'kfcarabia://ae/home', KSA: 'kfcarabia://sa/home' } };
  it('opens the brand app when the visit came from it, with its web shop if the app is absent', () => {
    expect(brandDestination('KFC', 'KSA', deeplinks, 'KFC')).toEqual({
      href: 'kfcarabia://sa/home',
      external: true,
      app: true,
      fallback: 'https://saudi.kfc.me/',
    });
  });
  it('else opens the web shop of the member country, else the app, else the partner list', () => {
    expect(brandDestination('KFC', 'UAE', deeplinks, null)).toEqual({
      href: 'https://uae.kfc.me/',
      external: true,
    });
    expect(brandDestination('KFC', 'KSA', deeplinks, 'PHD').href).toBe('https://saudi.kfc.me/');
    const tgif = { TGIF: { UAE: 'tgifme://ae/home' } };
    // TGIF has no web shop here: where its app is absent, the partner list.
    expect(brandDestination('TGIF', 'UAE', tgif, null)).toEqual({
      href: 'tgifme://ae/home',
      external: true,
      app: true,
      fallback: '/brands',
    });
    expect(brandDestination('AMRX', 'UAE', deeplinks, null)).toEqual({
      href: '/brands',
      external: false,
    });
  });
  it('never follows a configured link outside the brand app scheme', () => {
    const hostile = { KFC: { UAE: 'javascript:alert(1)' }, Peet: { UAE: 'https://evil.example' } };
    expect(brandDestination('KFC', 'UAE', hostile, 'KFC').href).toBe('https://uae.kfc.me/');
    expect(brandDestination('Peet', 'UAE', hostile, 'Peet')).toEqual({
      href: '/brands',
      external: false,
    });
  });
});
