CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"balance" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "accounts_wallet_nonnegative" CHECK ("accounts"."kind" <> 'wallet' or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_wallet_owner" CHECK (("accounts"."kind" = 'wallet') = ("accounts"."member_id" is not null)),
	CONSTRAINT "accounts_closed_empty" CHECK ("accounts"."status" <> 'closed' or "accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"brand_code" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entries_nonzero" CHECK ("journal_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "journal_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"ref" text,
	"memo" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tx_id" bigint NOT NULL,
	CONSTRAINT "lots_remaining_range" CHECK ("lots"."remaining" >= 0 and "lots"."remaining" <= "lots"."points")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"source_brand" text NOT NULL,
	"target_brand" text NOT NULL,
	"send" integer NOT NULL,
	"receive" integer NOT NULL,
	"rate_numerator" integer NOT NULL,
	"rate_denominator" integer NOT NULL,
	"tx_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"reward_id" text NOT NULL,
	"brand_code" text NOT NULL,
	"status" text NOT NULL,
	"coupon_code" text,
	"unlocked_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"points_spent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_vouchers_coupon_when_active" CHECK ("member_vouchers"."status" = 'unlocked' or "member_vouchers"."coupon_code" is not null)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_ar" text NOT NULL,
	"image" text NOT NULL,
	"offer_type" text NOT NULL,
	"channel" text NOT NULL,
	"points_cost" integer NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"joining_bonus_pts" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "earned_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "earn_tx_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reversal_tx_id" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tx_id_journal_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_transactions" ADD CONSTRAINT "journal_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_tx_id_journal_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tx_id_journal_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_wallet_uq" ON "accounts" USING btree ("member_id","brand_code") WHERE "accounts"."kind" = 'wallet';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_uq" ON "accounts" USING btree ("brand_code","kind") WHERE "accounts"."kind" <> 'wallet';--> statement-breakpoint
CREATE INDEX "journal_entries_account_idx" ON "journal_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_tx_idx" ON "journal_entries" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "journal_transactions_member_idx" ON "journal_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lots_open_idx" ON "lots" USING btree ("account_id","expires_at") WHERE "lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "lots_expiry_idx" ON "lots" USING btree ("expires_at") WHERE "lots"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "member_vouchers_coupon_uq" ON "member_vouchers" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "member_vouchers_member_idx" ON "member_vouchers" USING btree ("member_id","unlocked_at");