CREATE TABLE "helpline_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helpline_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" text,
	"country_code" text,
	"checked_at" timestamp with time zone NOT NULL,
	"source_url" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"curator" text,
	CONSTRAINT "helpline_checks_one_target" CHECK (("helpline_checks"."service_id" is null) <> ("helpline_checks"."country_code" is null))
);
--> statement-breakpoint
CREATE TABLE "helpline_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"in_sentence" text,
	"time_zone" text NOT NULL,
	"emergency" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpline_services" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"position" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "helpline_checks" ADD CONSTRAINT "helpline_checks_service_id_helpline_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."helpline_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpline_checks" ADD CONSTRAINT "helpline_checks_country_code_helpline_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."helpline_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpline_services" ADD CONSTRAINT "helpline_services_country_code_helpline_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."helpline_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpline_checks_service_id_idx" ON "helpline_checks" USING btree ("service_id","checked_at");--> statement-breakpoint
CREATE INDEX "helpline_checks_country_code_idx" ON "helpline_checks" USING btree ("country_code","checked_at");--> statement-breakpoint
CREATE INDEX "helpline_services_country_code_idx" ON "helpline_services" USING btree ("country_code","position");