ALTER TABLE "curator_totp" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "curator_totp" ADD COLUMN "paused_at" timestamp with time zone;