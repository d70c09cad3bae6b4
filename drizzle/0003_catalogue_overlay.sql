CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"curator" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_entries" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"fields" jsonb NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_entries_origin_check" CHECK ("catalogue_entries"."origin" in ('bundled', 'published'))
);
--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD COLUMN "submitter_email" text;--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD COLUMN "published_resource_id" text;--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD CONSTRAINT "catalogue_entries_submission_id_resource_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."resource_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");