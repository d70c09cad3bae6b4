CREATE TABLE "article_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"curator" text NOT NULL,
	"user_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "curator_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"webp" "bytea" NOT NULL,
	"avif" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curator_photos_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "curator_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credentials" text DEFAULT '' NOT NULL,
	"licence_type" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"licence_issuer" text DEFAULT '' NOT NULL,
	"licence_lookup_url" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "resource_reviews" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curator_photos" ADD CONSTRAINT "curator_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curator_profiles" ADD CONSTRAINT "curator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reviews_slug_idx" ON "article_reviews" USING btree ("slug","reviewed_at");--> statement-breakpoint
CREATE INDEX "article_reviews_user_id_idx" ON "article_reviews" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "resource_reviews" ADD CONSTRAINT "resource_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_reviews_user_id_idx" ON "resource_reviews" USING btree ("user_id");