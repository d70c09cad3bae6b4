CREATE TABLE "link_checks" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"detail" text,
	"checked_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_checks_status_check" CHECK ("link_checks"."status" in ('broken', 'unreachable', 'moved', 'redirected', 'ok'))
);
--> statement-breakpoint
CREATE TABLE "resource_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "resource_reports_reason_check" CHECK ("resource_reports"."reason" in ('broken-link', 'outdated', 'harmful', 'other'))
);
--> statement-breakpoint
CREATE TABLE "resource_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_id" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"curator" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resource_reports_resource_id_idx" ON "resource_reports" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_reports_reported_at_idx" ON "resource_reports" USING btree ("reported_at");--> statement-breakpoint
CREATE INDEX "resource_reviews_resource_id_idx" ON "resource_reviews" USING btree ("resource_id","reviewed_at");