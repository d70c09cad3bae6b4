CREATE TABLE "page_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"curator" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "curator_profiles" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "page_reviews" ADD CONSTRAINT "page_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_reviews_path_idx" ON "page_reviews" USING btree ("path","reviewed_at");--> statement-breakpoint
CREATE INDEX "page_reviews_user_id_idx" ON "page_reviews" USING btree ("user_id");