CREATE TABLE "apple_pass_registrations" (
	"device_library_id" text NOT NULL,
	"card_id" bigint NOT NULL,
	"pass_type_id" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "apple_pass_registrations_device_library_id_card_id_pk" PRIMARY KEY("device_library_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "apple_pass_registrations" ADD CONSTRAINT "apple_pass_registrations_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_pass_registrations_card_idx" ON "apple_pass_registrations" USING btree ("card_id");