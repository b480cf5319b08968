CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"subscription_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "reminder_deliveries_push_has_device" CHECK (("reminder_deliveries"."channel" = 'push') = ("reminder_deliveries"."subscription_id" is not null) or "reminder_deliveries"."status" <> 'pending')
);
--> statement-breakpoint
CREATE TABLE "reminder_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"brand_code" text NOT NULL,
	"threshold_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"threshold_days" integer NOT NULL,
	"notice_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_notice_id_reminder_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."reminder_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_notices" ADD CONSTRAINT "reminder_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_notice_id_reminder_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."reminder_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("next_attempt_at") WHERE "reminder_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_uq" ON "reminders" USING btree ("member_id","kind","subject","threshold_days");--> statement-breakpoint
CREATE INDEX "reminders_notice_idx" ON "reminders" USING btree ("notice_id");