CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "limit_counters_window_ends_at_idx" ON "limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_submissions_idempotency_key_idx" ON "resource_submissions" USING btree ("idempotency_key");