CREATE TABLE "joining_bonus_grants" (
	"phone_key" text NOT NULL,
	"brand_code" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"forget_after" timestamp with time zone,
	CONSTRAINT "joining_bonus_grants_phone_key_brand_code_pk" PRIMARY KEY("phone_key","brand_code")
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_wallet_owner";--> statement-breakpoint
DROP INDEX "accounts_system_uq";--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "expired" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "joining_bonus_grants" ADD CONSTRAINT "joining_bonus_grants_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_owed_uq" ON "accounts" USING btree ("member_id","brand_code") WHERE "accounts"."kind" = 'owed';--> statement-breakpoint
CREATE INDEX "lots_order_idx" ON "lots" USING btree ("order_id") WHERE "lots"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_uq" ON "accounts" USING btree ("brand_code","kind") WHERE "accounts"."kind" not in ('wallet', 'pending', 'owed');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owed_nonpositive" CHECK ("accounts"."kind" <> 'owed' or "accounts"."balance" <= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_owner" CHECK (("accounts"."kind" in ('wallet', 'pending', 'owed')) = ("accounts"."member_id" is not null));--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_expired_range" CHECK ("lots"."expired" >= 0 and "lots"."remaining" + "lots"."expired" <= "lots"."points");--> statement-breakpoint
-- Lots credited before lots knew their order: an order's earning or release names it by its id.
UPDATE "lots" l SET "order_id" = o."id"
FROM "journal_transactions" t JOIN "orders" o ON o."external_id" = t."ref" AND o."brand_code" = t."memo"->>'brand'
WHERE l."tx_id" = t."id" AND t."kind" IN ('earn', 'release');
--> statement-breakpoint
-- The privacy policy says how long the joining-bonus record is kept (docs/product.md §4 Account
-- deletion); a database seeded before shows it through these updates, unless the text was edited.
UPDATE content_pages
SET sections = replace(sections::text, 'While your account is open. When you delete your account we remove your name, number and email, end every session and keep only de-identified records that the law or our accounts require.', 'While your account is open. When you delete your account we remove your name, number and email, end every session and keep only de-identified records that the law or our accounts require. For 24 months after that we also keep a one-way code made from your number, which cannot be turned back into it, so that a number that joins again does not receive a second joining bonus.')::jsonb, updated_at = now()
WHERE type = 'privacy' AND language = 'en'
  AND position('While your account is open. When you delete your account we remove your name, number and email, end every session and keep only de-identified records that the law or our accounts require.' in sections::text) > 0
  AND position('joining bonus' in sections::text) = 0;
--> statement-breakpoint
UPDATE content_pages
SET sections = replace(sections::text, 'طوال فترة حسابك. عند حذف الحساب نزيل اسمك ورقمك وبريدك، وننهي كل الجلسات، ونحتفظ فقط بسجلات مجهولة الهوية يتطلبها القانون أو حساباتنا.', 'طوال فترة حسابك. عند حذف الحساب نزيل اسمك ورقمك وبريدك، وننهي كل الجلسات، ونحتفظ فقط بسجلات مجهولة الهوية يتطلبها القانون أو حساباتنا. ونحتفظ بعد ذلك لمدة 24 شهرًا برمز أحادي الاتجاه مشتق من رقمك، لا يمكن استعادة الرقم منه، حتى لا يحصل الرقم على نقاط ترحيبية مرة أخرى إذا انضم من جديد.')::jsonb, updated_at = now()
WHERE type = 'privacy' AND language = 'ar'
  AND position('طوال فترة حسابك. عند حذف الحساب نزيل اسمك ورقمك وبريدك، وننهي كل الجلسات، ونحتفظ فقط بسجلات مجهولة الهوية يتطلبها القانون أو حساباتنا.' in sections::text) > 0
  AND position('نقاط ترحيبية' in sections::text) = 0;
