ALTER TABLE "accounts" DROP CONSTRAINT "accounts_wallet_nonnegative";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_wallet_owner";--> statement-breakpoint
DROP INDEX "accounts_system_uq";--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD COLUMN "held_lots" jsonb;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "vouchers_per_member" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_pending_uq" ON "accounts" USING btree ("member_id","brand_code") WHERE "accounts"."kind" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_uq" ON "accounts" USING btree ("brand_code","kind") WHERE "accounts"."kind" not in ('wallet', 'pending');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_wallet_nonnegative" CHECK ("accounts"."kind" not in ('wallet', 'pending') or "accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_wallet_owner" CHECK (("accounts"."kind" in ('wallet', 'pending')) = ("accounts"."member_id" is not null));--> statement-breakpoint
-- A member's pending account keeps its balance from its entries, as a wallet does (0003).
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acc record;
BEGIN
  SELECT kind, brand_code, status INTO acc FROM accounts WHERE id = NEW.account_id;
  IF acc.brand_code <> NEW.brand_code THEN
    RAISE EXCEPTION 'ledger: entry brand % does not match account brand %', NEW.brand_code, acc.brand_code
      USING ERRCODE = '23514';
  END IF;
  IF acc.status = 'closed' THEN
    RAISE EXCEPTION 'ledger: account % is closed', NEW.account_id USING ERRCODE = '23514';
  END IF;
  IF acc.kind IN ('wallet', 'pending') THEN
    UPDATE accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;
