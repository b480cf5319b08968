CREATE TABLE "daily_earnings" (
	"account_id" bigint NOT NULL,
	"local_day" date NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "daily_earnings_account_id_local_day_pk" PRIMARY KEY("account_id","local_day")
);
--> statement-breakpoint
ALTER TABLE "daily_earnings" ADD CONSTRAINT "daily_earnings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;