import { describe, expect, it } from 'vitest';
import { CALLS } from '@/lib/contract/calls';
import { DRIVERS, call, harnessForBlock } from './support/harness';

type Store = {
  brand: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  name: string;
  distanceKm: number | null;
};

// Config, home config, content, stores, brands and device id.
describe.each(DRIVERS)('config and content on %s', (driver) => {
  const h = harnessForBlock(driver);

  it('config carries the docs/product.md §3 fields, both languages and the docs/product.md §9 theme', async () => {
    const res = await call(h.url, 'config');
    expect(res.status).toBe(200);
    expect(CALLS.config.data.safeParse(res.body.data).success).toBe(true);
    const cfg = CALLS.config.data.parse(res.body.data);
    expect(cfg.theme).toMatchObject({
      primary: '#E6353A',
      secondary: '#000000',
      success: '#1DA81B',
      error: '#FA4D4B',
      warning: '#FFD233',
      info: '#007AFF',
    });
    expect(cfg.otpLength).toBe(6);
    expect(cfg.minimumPointsDigits).toBe(3);
    expect(Object.keys(cfg.validationRules).sort()).toEqual(['KSA', 'UAE']);
    expect(Object.keys(cfg.deeplinkUrl).sort()).toEqual([
      'AMRX',
      'HRD',
      'KFC',
      'PHD',
      'Peet',
      'TGIF',
    ]);
    // docs/product.md §3 Config pointValue: the values the exchange rates are built from.
    expect(cfg.pointValue).toEqual({
      AMRX: { UAE: 0.1, KSA: 0.1 },
      KFC: { UAE: 0.1, KSA: 0.1 },
      PHD: { UAE: 0.1, KSA: 0.1 },
      HRD: { UAE: 0.08, KSA: 0.08 },
      TGIF: { UAE: 0.2, KSA: 0.2 },
      Peet: { UAE: 0.05, KSA: 0.05 },
    });
    for (const text of Object.values(cfg.texts)) {
      expect(text.en.length).toBeGreaterThan(3);
      expect(text.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(JSON.stringify(cfg).toLowerCase()).not.toContain('lorem');
  });

  it('home-config follows the brand header and has six coach marks', async () => {
    const amrx = await call(h.url, 'home-config');
    const kfc = await call(h.url, 'home-config', undefined, { headers: { brand: 'KFC' } });
    const a = CALLS['home-config'].data.parse(amrx.body.data);
    const k = CALLS['home-config'].data.parse(kfc.body.data);
    expect(a.brand).toBe('AMRX');
    expect(k.amrHomeWidgetsData.offerWidget.every((o) => o.brandName === 'KFC')).toBe(true);
    expect(a.amrHomeWidgetsData.offerWidget.length).toBeGreaterThan(
      k.amrHomeWidgetsData.offerWidget.length,
    );
    expect(a.coachMarks).toHaveLength(6);
    expect(a.amrHomeWidgetsData).toMatchObject({ minPoint: 0, maxPoint: 0 });
  });

  it('content answers each page in the header language; an unknown type is 400', async () => {
    for (const type of ['terms', 'privacy', 'cookie-policy', 'faq']) {
      const en = await call<{ title: string; sections: unknown[]; language: string }>(
        h.url,
        'content',
        { type },
      );
      const ar = await call<{ title: string; language: string }>(
        h.url,
        'content',
        { type },
        { headers: { language: 'Ar' } },
      );
      expect(en.status).toBe(200);
      expect(en.body.data.language).toBe('en');
      expect(en.body.data.sections.length).toBeGreaterThan(2);
      expect(ar.body.data.language).toBe('ar');
      expect(ar.body.data.title).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call(h.url, 'content', { type: 'secrets' })).body.data).toMatchObject({
      field: 'type',
    });
  });

  it('brand-stores: at least 40 stores in the five cities, filters and nearest first', async () => {
    const all = await call<{ stores: Store[] }>(h.url, 'brand-stores', {});
    const stores = all.body.data.stores;
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.map((s) => s.city))).toEqual(
      new Set(['dubai', 'abu-dhabi', 'sharjah', 'riyadh', 'jeddah']),
    );
    for (const s of stores) {
      const box =
        s.country === 'UAE' ? { lat: [24, 26], lng: [54, 56] } : { lat: [21, 25], lng: [39, 47] };
      expect(s.lat).toBeGreaterThan(box.lat[0]!);
      expect(s.lat).toBeLessThan(box.lat[1]!);
      expect(s.lng).toBeGreaterThan(box.lng[0]!);
      expect(s.lng).toBeLessThan(box.lng[1]!);
    }
    const kfcRiyadh = await call<{ stores: Store[] }>(h.url, 'brand-stores', {
      brand: 'KFC',
      city: 'riyadh',
    });
    expect(kfcRiyadh.body.data.stores.length).toBeGreaterThan(0);
    expect(kfcRiyadh.body.data.stores.every((s) => s.brand === 'KFC' && s.city === 'riyadh')).toBe(
      true,
    );
    const near = await call<{ stores: Store[] }>(
      h.url,
      'brand-stores',
      { lat: 21.63, lng: 39.11, limit: 3 },
      { headers: { language: 'Ar' } },
    );
    expect(near.body.data.stores).toHaveLength(3);
    expect(near.body.data.stores[0]!.city).toBe('jeddah');
    expect(near.body.data.stores[0]!.name).toMatch(/[\u0600-\u06FF]/);
    const d = near.body.data.stores.map((s) => s.distanceKm!);
    expect([...d].sort((x, y) => x - y)).toEqual(d);
    expect((await call(h.url, 'brand-stores', { lat: 91, lng: 0 })).body.data).toMatchObject({
      field: 'lat',
    });
    expect((await call(h.url, 'brand-stores', { city: 'cairo' })).body.data).toMatchObject({
      field: 'city',
    });
  });

  it('brands lists the six brands with logos, limits and exchange rates', async () => {
    const res = await call(h.url, 'brands');
    const { brands } = CALLS.brands.data.parse(res.body.data);
    expect(brands.map((b) => b.code).sort()).toEqual(['AMRX', 'HRD', 'KFC', 'PHD', 'Peet', 'TGIF']);
    const kfc = brands.find((b) => b.code === 'KFC')!;
    expect(kfc.logo).toBe('/brands/kfc.webp');
    expect(kfc.exchangeRate.TGIF).toEqual({ numerator: 1, denominator: 2 });
    expect(kfc.exchangeRate.Peet).toEqual({ numerator: 2, denominator: 1 });
    expect(kfc.dailyEarningLimit).toBeGreaterThan(kfc.earnPerOrder);
  });

  it('device-id answers an id, sets the _fp cookie and keeps the id for a returning device', async () => {
    const fingerprint = {
      userAgent: 'Mozilla/5.0',
      language: 'en-GB',
      platform: 'Linux',
      screenSize: '1280x720',
      timezone: 'Asia/Dubai',
      touchSupport: false,
      deviceMemory: 8,
      hardwareConcurrency: 4,
      colorDepth: 24,
      devicePixelRatio: 1,
    };
    const first = await call<{ deviceId: string }>(h.url, 'device-id', fingerprint);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`_fp=${first.body.data.deviceId}`);
    expect(cookie).toMatch(/HttpOnly/i);
    const again = await call<{ deviceId: string }>(h.url, 'device-id', fingerprint, {
      headers: { cookie: `_fp=${first.body.data.deviceId}` },
    });
    expect(again.body.data.deviceId).toBe(first.body.data.deviceId);
    expect(
      (await call(h.url, 'device-id', { ...fingerprint, touchSupport: 'yes' })).body.data,
    ).toMatchObject({ field: 'touchSupport' });
  });
});
