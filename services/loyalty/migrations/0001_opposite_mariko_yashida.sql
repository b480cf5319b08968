ALTER TABLE "otp_challenges" ADD COLUMN "marketing_consent" boolean;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "marketing_consent" boolean;