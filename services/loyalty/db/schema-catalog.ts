import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Brands, exchange rates, stores and content (docs/product.md §3 Brand, Config).

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  shortname: text('shortname').notNull().unique(),
  sortName: text('sort_name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull(),
  // docs/product.md §3 Loyalty brands / §5 daily earning limit rule; enforced by the ledger (part 2).
  dailyEarningLimit: integer('daily_earning_limit').notNull(),
  earnPerOrder: integer('earn_per_order').notNull(),
  joiningBonusPts: integer('joining_bonus_pts').notNull(),
  pointExpiryMonths: integer('point_expiry_months').notNull(),
  countries: text('countries').array().notNull(),
  active: boolean('active').notNull().default(true),
});

/** Points of `fromBrand` convert to `toBrand` at numerator/denominator (integers: no float drift). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fromBrand: text('from_brand')
      .notNull()
      .references(() => brands.code),
    toBrand: text('to_brand')
      .notNull()
      .references(() => brands.code),
    numerator: integer('numerator').notNull(),
    denominator: integer('denominator').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromBrand, t.toBrand] })],
);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  brandCode: text('brand_code')
    .notNull()
    .references(() => brands.code),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone').notNull(),
  openingHoursEn: text('opening_hours_en').notNull(),
  openingHoursAr: text('opening_hours_ar').notNull(),
  services: text('services').array().notNull(),
});

export const contentPages = pgTable(
  'content_pages',
  {
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<{ heading: string; body: string }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.type, t.language] })],
);
