CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"structure_version" bigint DEFAULT 1 NOT NULL,
	"pruned_below" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, search_text), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");