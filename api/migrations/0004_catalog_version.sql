-- Hand-written (drizzle-kit generate --custom): the catalog version and the search vocabulary,
-- both kept by triggers so that every writer (the API, the seed, psql) keeps them right.
--
-- catalog_state.version grows in the same transaction as any change the in-process catalog
-- index reads (src/repositories/catalog-index.ts). A change of products' flags alone (listed,
-- ready to ship and in stock, CAD, approved sale) also lists the products in catalog_changes,
-- so an index applies it in place; any other change (products inserted, deleted or edited in
-- another listed field, brands, the category tree) moves structure_version too, and indexes are
-- rebuilt. Stock changes that keep a product in stock (most orders) change nothing here.
INSERT INTO "catalog_state" ("id", "version", "structure_version") VALUES (1, 1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
    ON CONFLICT DO NOTHING;
  UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flagged integer[];
  next_version bigint;
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
       OR (o.name, o.price, o.sale_price, o.category_id, o.subcategory_id, o.type_id, o.brand_id, o.vendor_id,
           o.colors, o.tags, o.search_text, o.created_at)
          IS DISTINCT FROM
          (n.name, n.price, n.sale_price, n.category_id, n.subcategory_id, n.type_id, n.brand_id, n.vendor_id,
           n.colors, n.tags, n.search_text, n.created_at)
  ) THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
      ON CONFLICT DO NOTHING;
    UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
    RETURN NULL;
  END IF;
  SELECT array_agg(n.id) INTO flagged FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.has_cad, o.ready_to_ship, o.promotion_approved) IS DISTINCT FROM (n.status, n.has_cad, n.ready_to_ship, n.promotion_approved)
       OR (o.stock > 0) <> (n.stock > 0);
  IF flagged IS NOT NULL THEN
    UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
    INSERT INTO catalog_changes (version, product_id) SELECT next_version, unnest(flagged);
    -- Keep the last 1,000 versions of changes; an index older than that is rebuilt.
    IF next_version % 1000 = 0 THEN
      DELETE FROM catalog_changes WHERE version < next_version - 1000;
      UPDATE catalog_state SET pruned_below = next_version - 1000 WHERE id = 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER brands_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER product_types_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
-- The vocabulary of a catalog seeded before this migration.
INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_text))) FROM products
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_prefix_idx" ON "search_words" ("word" text_pattern_ops);
--> statement-breakpoint
-- Typo tolerance compares a search term with the vocabulary by trigrams (pg_trgm, optional as in
-- 0001). Search itself is full text (products_search_idx); the trigram indexes of 0001 on every
-- product's text are no longer read.
DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'search_words trigram index not created (%); search works without typo tolerance', SQLERRM;
END
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";
