import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { BrandCode, CountryCode } from '@/lib/contract/common';
import { buildAppConfig } from '@/services/loyalty/config/app-config';
import { buildHomeConfig } from '@/services/loyalty/config/home-config';
import type { Deps } from '@/services/loyalty/deps';
import { brands, contentPages, exchangeRates, stores } from '@/services/loyalty/db/schema-catalog';
import { defineCall } from '@/services/loyalty/http/define-call';
import { notFound } from '@/services/loyalty/http/errors';

type City = 'dubai' | 'abu-dhabi' | 'sharjah' | 'riyadh' | 'jeddah';
type StoreService = 'dine-in' | 'takeaway' | 'delivery' | 'drive-thru';

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return Math.round(6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)) * 10) / 10;
}

// Config, home config, content, stores and the native brand list (docs/product.md §3 Config, Home config,
// Brand).
export function registerCatalog(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'config', async () => {
    const rows = await db.select({ code: brands.code, bonus: brands.joiningBonusPts }).from(brands);
    return {
      data: buildAppConfig(
        rows.map((r) => r.code as BrandCode),
        deps.settings,
      ),
    };
  });

  defineCall(app, deps, 'home-config', async ({ headers, now }) => ({
    data: buildHomeConfig(headers.brand, now),
  }));

  defineCall(app, deps, 'content', async ({ body, headers }) => {
    const [page] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.type, body.type), eq(contentPages.language, headers.language)))
      .limit(1);
    if (!page) throw notFound('Page not found');
    return {
      data: {
        type: body.type,
        language: headers.language,
        title: page.title,
        sections: page.sections,
        updatedAt: page.updatedAt.toISOString(),
      },
    };
  });

  defineCall(app, deps, 'brand-stores', async ({ body, headers }) => {
    const filters: SQL[] = [];
    if (body.brand) filters.push(eq(stores.brandCode, body.brand));
    if (body.country) filters.push(eq(stores.country, body.country));
    if (body.city) filters.push(eq(stores.city, body.city));
    const rows = await db
      .select()
      .from(stores)
      .where(and(...filters))
      .orderBy(asc(stores.id));
    const ar = headers.language === 'ar';
    const near =
      body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : null;
    const list = rows.map((s) => ({
      id: s.id,
      brand: s.brandCode as BrandCode,
      name: ar ? s.nameAr : s.nameEn,
      address: ar ? s.addressAr : s.addressEn,
      city: s.city as City,
      country: s.country as CountryCode,
      lat: s.lat,
      lng: s.lng,
      phone: s.phone,
      openingHours: ar ? s.openingHoursAr : s.openingHoursEn,
      services: s.services as StoreService[],
      distanceKm: near ? distanceKm(near.lat, near.lng, s.lat, s.lng) : null,
    }));
    if (near) list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    return { data: { stores: list.slice(0, body.limit ?? 100) } };
  });

  defineCall(app, deps, 'brands', async () => {
    const rows = await db
      .select()
      .from(brands)
      .where(eq(brands.active, true))
      .orderBy(asc(brands.sortOrder));
    const rates = await db.select().from(exchangeRates);
    return {
      data: {
        brands: rows.map((b) => ({
          code: b.code as BrandCode,
          name: { en: b.nameEn, ar: b.nameAr },
          shortname: b.shortname,
          sortName: b.sortName,
          sortOrder: b.sortOrder,
          logo: `/brands/${b.shortname}.webp`,
          color: b.color,
          description: { en: b.descriptionEn, ar: b.descriptionAr },
          exchangeRate: Object.fromEntries(
            rates
              .filter((r) => r.fromBrand === b.code)
              .map((r) => [r.toBrand, { numerator: r.numerator, denominator: r.denominator }]),
          ),
          dailyEarningLimit: b.dailyEarningLimit,
          earnPerOrder: b.earnPerOrder,
          joiningBonusPts: b.joiningBonusPts,
          pointExpiryMonths: b.pointExpiryMonths,
          countries: b.countries as CountryCode[],
        })),
      },
    };
  });
}
