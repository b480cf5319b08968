import { describe, expect, it } from 'vitest';
import { BRAND_CODES } from '@/lib/contract/common';
import {
  BRAND_APP_SCHEMES,
  BRAND_WEB_SHOPS,
  brandAppLink,
  brandWebShop,
} from '@/lib/contract/brand-links';
import { entryFor } from '@/lib/brands/brand-membership';
import { appStoreSearch } from '@/lib/brands/open-app';

const deeplinks = {
  KFC: { UAE: 'kfcarabia://ae/home', KSA: 'kfcarabia://sa/home' },
  PHD: { UAE: 'javascript:alert(1)', KSA: 'https://evil.example/phd' },
  HRD: { UAE: 'kfcarabia://ae/home', KSA: 'not a url' },
};

describe('brand app links (docs/product.md §7 deep-link schemes per brand and country)', () => {
  it('follows a configured deep link in the brand’s own scheme, per country', () => {
    expect(brandAppLink(deeplinks, 'KFC', 'UAE')).toBe('kfcarabia://ae/home');
    expect(brandAppLink(deeplinks, 'KFC', 'KSA')).toBe('kfcarabia://sa/home');
  });

  it('drops javascript:, web addresses, another brand’s scheme and unparsable values', () => {
    expect(brandAppLink(deeplinks, 'PHD', 'UAE')).toBeNull();
    expect(brandAppLink(deeplinks, 'PHD', 'KSA')).toBeNull();
    expect(brandAppLink(deeplinks, 'HRD', 'UAE')).toBeNull();
    expect(brandAppLink(deeplinks, 'HRD', 'KSA')).toBeNull();
  });

  it('has no link for a brand or country the config does not name', () => {
    expect(brandAppLink(deeplinks, 'TGIF', 'UAE')).toBeNull();
    expect(brandAppLink({ KFC: { UAE: 'kfcarabia://ae/home' } }, 'KFC', 'KSA')).toBeNull();
  });

  it('has none for AMRX, which is this app, even when the config names one', () => {
    const configured = { AMRX: { UAE: 'amrx://ae/home', KSA: 'amrx://sa/home' } };
    expect(brandAppLink(configured, 'AMRX', 'KSA')).toBeNull();
  });

  it('finds an app without a web shop in the store of the phone it runs on', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(appStoreSearch('TGI Fridays', { userAgent: iphone, maxTouchPoints: 5 })).toBe(
      'itms-apps://search.itunes.apple.com/WebObjects/MZSearch.woa/wa/search?media=software&term=TGI%20Fridays',
    );
    expect(appStoreSearch('TGI Fridays', { userAgent: android, maxTouchPoints: 5 })).toBe(
      'https://play.google.com/store/search?q=TGI%20Fridays&c=apps',
    );
  });

  it('knows a scheme for every brand code', () => {
    for (const code of BRAND_CODES) expect(BRAND_APP_SCHEMES[code]).toMatch(/^[a-z][a-z0-9+.-]*$/);
  });
});

describe('brand web shops (production addresses per brand and country)', () => {
  it('chooses the shop by country', () => {
    expect(brandWebShop('KFC', 'UAE')).toBe('https://uae.kfc.me/');
    expect(brandWebShop('KFC', 'KSA')).toBe('https://saudi.kfc.me/');
    expect(brandWebShop('HRD', 'KSA')).toBe('https://saudi.hardees.me/');
  });

  it('has none for brands without a web shop', () => {
    expect(brandWebShop('AMRX', 'UAE')).toBeNull();
    expect(brandWebShop('Peet', 'KSA')).toBeNull();
  });

  it('lists only https production addresses', () => {
    for (const shops of Object.values(BRAND_WEB_SHOPS)) {
      for (const href of Object.values(shops)) {
        const url = new URL(href);
        expect(url.protocol).toBe('https:');
        expect(url.hostname).not.toMatch(/uat|qa|dev|staging|localhost/);
      }
    }
  });
});

describe('membership entries', () => {
  const entry = {
    pointBalance: 120,
    isLoyaltyMember: true,
    dailyEarningLimit: 500,
    earnPerOrder: 100,
    totalDailyEarnPoint: 180,
    nextExpiry: null,
  };

  it('matches a brand by short name or by code', () => {
    expect(entryFor({ kfc: entry }, { code: 'KFC', shortname: 'kfc' })).toBe(entry);
    expect(entryFor({ KFC: entry }, { code: 'KFC', shortname: 'kfc' })).toBe(entry);
    expect(entryFor({ PHD: entry }, { code: 'KFC', shortname: 'kfc' })).toBeNull();
  });

  it('ignores case (docs/product.md §5) and tries the short name before the code', () => {
    const other = { ...entry, pointBalance: 7 };
    expect(entryFor({ Peet: entry }, { code: 'PEET', shortname: 'peet' })).toBe(entry);
    expect(entryFor({ Peet: entry }, { code: 'peet' })).toBe(entry);
    expect(
      entryFor({ KFC: other, kfcarabia: entry }, { code: 'KFC', shortname: 'KFCArabia' }),
    ).toBe(entry);
    expect(entryFor({ KFC: other }, { code: 'KFC', shortname: 'kfcarabia' })).toBe(other);
    expect(entryFor({ Peet: entry }, { code: 'PHD' })).toBeNull();
  });

  it('reads entries of any shape (remaining-limit as well as loyalty-brands)', () => {
    const limit = { remaining: 320, dailyEarningLimit: 500 };
    expect(entryFor({ kfc: limit }, { code: 'KFC' })).toBe(limit);
  });
});
