-- Hand-written (drizzle-kit generate --custom): every product write is patched into the API
-- processes' catalog indexes instead of rebuilding them (src/repositories/catalog-index.ts).
--
-- A product inserted, deleted or changed in any field the index reads moves
-- `catalog_state.version` and is named in `catalog_changes`; a write to brands or to the category
-- tree moves the version alone (an index re-reads those small tables on every patch). Only a
-- truncate of products or a bulk load (the seed sets `manzil.catalog_bulk`) still moves
-- `structure_version` (an index older than it is built anew), as does a change log pruned past
-- an index. The log keeps the last 10,000 versions, so a
-- process that was busy or away for a while still patches rather than rebuilds.
--
-- A patch finds a changed product's place in each sort order from the product just before it,
-- read through these indexes on all products (the listed-only ones of 0000 could not see an
-- unlisted neighbour, which vendors' listings show); they serve the listed listings as well.
CREATE OR REPLACE FUNCTION catalog_log(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  -- A bulk load (the seed says so) rebuilds indexes once instead of logging every product.
  IF current_setting('manzil.catalog_bulk', true) = 'on' THEN
    UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
    RETURN;
  END IF;
  UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  IF changed IS NOT NULL THEN
    INSERT INTO catalog_changes (version, product_id) SELECT next_version, unnest(changed);
  END IF;
  IF next_version % 1000 = 0 THEN
    DELETE FROM catalog_changes WHERE version < next_version - 10000;
    UPDATE catalog_state SET pruned_below = greatest(pruned_below, next_version - 10000) WHERE id = 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
    ON CONFLICT DO NOTHING;
  PERFORM catalog_log((SELECT array_agg(id) FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.search_text IS DISTINCT FROM n.search_text) THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
      ON CONFLICT DO NOTHING;
  END IF;
  SELECT array_agg(n.id) INTO changed FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
       OR (o.name, o.name_ar, o.category_id, o.subcategory_id, o.type_id, o.brand_id, o.vendor_id,
           o.colors, o.tags, o.search_text, o.created_at, o.status, o.has_cad, o.ready_to_ship,
           o.promotion_approved, o.price, o.sale_price)
          IS DISTINCT FROM
          (n.name, n.name_ar, n.category_id, n.subcategory_id, n.type_id, n.brand_id, n.vendor_id,
           n.colors, n.tags, n.search_text, n.created_at, n.status, n.has_cad, n.ready_to_ship,
           n.promotion_approved, n.price, n.sale_price)
       OR (o.stock > 0) <> (n.stock > 0);
  -- An id changed by the update: the old id is gone as well.
  changed := changed || (SELECT array_agg(o.id) FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id WHERE n.id IS NULL);
  IF changed IS NOT NULL THEN
    PERFORM catalog_log(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_log((SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_dimension_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_log(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_catalog_delete ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_deleted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS brands_catalog ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_catalog AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_truncate AFTER TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_catalog ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_catalog AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS subcategories_catalog ON subcategories;
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories FOR EACH STATEMENT EXECUTE FUNCTION catalog_dimension_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_types_catalog ON product_types;
--> statement-breakpoint
CREATE TRIGGER product_types_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types FOR EACH STATEMENT EXECUTE FUNCTION catalog_dimension_changed();
--> statement-breakpoint
DROP INDEX IF EXISTS "products_listed_newest_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_listed_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_listed_name_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_newest_idx" ON "products" ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_idx" ON "products" ("effective_price", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_idx" ON "products" ("name", "id");
