-- The catalog index's version (catalog_state.version and structure_version) and its change log:
-- every product insert, delete or change of a field the index reads names the product in
-- catalog_changes (catalog_log); brand and category-tree writes move the version alone; a truncate
-- moves structure_version. The same triggers keep search_words, the vocabulary of misspelt terms.
CREATE FUNCTION public.catalog_bump() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.catalog_log(changed integer[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
CREATE FUNCTION public.catalog_dimension_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM catalog_log(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.catalog_products_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
    ON CONFLICT DO NOTHING;
  PERFORM catalog_log((SELECT array_agg(id) FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.catalog_products_deleted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM catalog_log((SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.catalog_products_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
CREATE TRIGGER brands_catalog AFTER INSERT OR DELETE OR UPDATE ON public.brands FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_truncate AFTER TRUNCATE ON public.brands FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog AFTER INSERT OR DELETE OR UPDATE ON public.categories FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_truncate AFTER TRUNCATE ON public.categories FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_bump();
--> statement-breakpoint
CREATE TRIGGER product_types_catalog AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.product_types FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.subcategories FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_dimension_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_products_deleted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncate AFTER TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_bump();
