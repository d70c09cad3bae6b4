CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "resource_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submitter_name" text DEFAULT '' NOT NULL,
	"submitter_title" text DEFAULT '' NOT NULL,
	"submitter_location" text DEFAULT '' NOT NULL,
	"resource_type" text NOT NULL,
	"resource_category" text NOT NULL,
	"resource_title" text NOT NULL,
	"resource_author" text DEFAULT '' NOT NULL,
	"resource_url" text DEFAULT '' NOT NULL,
	"resource_description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_notes" text,
	CONSTRAINT "resource_submissions_status_check" CHECK ("resource_submissions"."status" in ('pending', 'approved', 'rejected', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE INDEX "resource_submissions_status_submitted_at_idx" ON "resource_submissions" USING btree ("status","submitted_at");