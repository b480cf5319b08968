ALTER TABLE "sessions" ALTER COLUMN "phone_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_secret_hash_unique" UNIQUE("secret_hash");--> statement-breakpoint
-- Phone and address keys were plain sha256 until this migration; they are keyed HMACs from now
-- on (domain/secrets.ts lookupKey). The old values could be reversed and match nothing new.
UPDATE "sessions" SET "phone_hash" = NULL;--> statement-breakpoint
DELETE FROM "otp_challenges";--> statement-breakpoint
DELETE FROM "rate_limits";--> statement-breakpoint
-- A login made before sessions had secrets may have been taken with a device id alone: it ends,
-- and its member signs in again with a code.
UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'signed-in-before-session-secrets'
  WHERE "revoked_at" IS NULL;
