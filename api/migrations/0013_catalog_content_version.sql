-- Hand-written (drizzle-kit generate --custom): the catalog's content version, which
-- names the answers the API keeps in its per-process answer cache (src/plugins/answer-cache.ts).
--
-- catalog_state.version (0004) moves only with what the in-process catalog index reads; a
-- description, a picture or a stock change that keeps a product in stock leaves it alone.
-- content_version moves with every statement that writes a table the public catalog answers
-- show (products, brands, categories, subcategories, product types), in the writing
-- transaction, whoever writes (any API process, the seed, psql): a process that reads it before
-- answering never serves an answer older than a committed write.
ALTER TABLE "catalog_state" ADD COLUMN IF NOT EXISTS "content_version" bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_content_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET content_version = content_version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER product_types_catalog_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_content_bump();
