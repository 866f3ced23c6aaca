-- Hand-written (drizzle-kit generate --custom): the Arabic name order and brand search text.
--
-- The catalog index (src/repositories/catalog-index.ts) also orders products by
-- their Arabic name (the name sort of Arabic listings), so a change of name_ar alone rebuilds it
-- like a change of name. Otherwise as in 0008.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flagged integer[];
  next_version bigint;
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
       OR (o.name, o.name_ar, o.category_id, o.subcategory_id, o.type_id, o.brand_id, o.vendor_id,
           o.colors, o.tags, o.search_text, o.created_at)
          IS DISTINCT FROM
          (n.name, n.name_ar, n.category_id, n.subcategory_id, n.type_id, n.brand_id, n.vendor_id,
           n.colors, n.tags, n.search_text, n.created_at)
  ) THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
      ON CONFLICT DO NOTHING;
    UPDATE catalog_state SET version = version + 1, structure_version = version + 1 WHERE id = 1;
    RETURN NULL;
  END IF;
  SELECT array_agg(n.id) INTO flagged FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.has_cad, o.ready_to_ship, o.promotion_approved, o.price, o.sale_price) IS DISTINCT FROM (n.status, n.has_cad, n.ready_to_ship, n.promotion_approved, n.price, n.sale_price)
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
-- Brands' search text, folded once when a brand is written instead of for every row of
-- every search suggestion (src/repositories/search.ts, brandHits). `search_vector`: the English
-- name and the Arabic name folded as lib/arabic.ts's normalizeArabic folds (tashkeel and tatweel
-- removed, أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي, Arabic-Indic digits made Western);
-- `name_ar_folded`: the lower-cased Arabic name (English where there is none), folded the same
-- way, which an Arabic query's prefix is compared with. test/suites/search.ts checks both against
-- normalizeArabic. Not in src/db/schema.ts (only that query reads them), like content_version.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "name_ar_folded" text GENERATED ALWAYS AS (
  translate(regexp_replace(lower(coalesce(name_ar, name)), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهيوي01234567890123456789')
) STORED;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, name || ' ' ||
    translate(regexp_replace(coalesce(name_ar, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
      'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهيوي01234567890123456789'))
) STORED;
