ALTER TABLE "accounts" DROP CONSTRAINT "accounts_wallet_nonnegative";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_wallet_owner";--> statement-breakpoint
DROP INDEX "accounts_system_uq";--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "held_lots" jsonb;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "vouchers_per_member" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_pending_uq" ON "accounts" USING btree ("member_id","brand_code") WHERE "accounts"."kind" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_uq" ON "accounts" USING btree ("brand_code","kind") WHERE "accounts"."kind" not in ('wallet', 'pending');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_wallet_nonnegative" CHECK ("accounts"."kind" not in ('wallet', 'pending') or "accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_wallet_owner" CHECK (("accounts"."kind" in ('wallet', 'pending')) = ("accounts"."member_id" is not null));
-- A member's pending account keeps its balance from its entries, as a wallet does:
-- ledger_apply_entry in services/loyalty/ledger/ledger.sql.
