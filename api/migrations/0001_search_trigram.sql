-- Text search indexes (pg_trgm). Hand-written: the extension may be missing on a managed
-- PostgreSQL, so each step is allowed to fail; the API then falls back to plain ILIKE scans.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); search falls back to ILIKE', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'trigram indexes not created (%)', SQLERRM;
END
$$;
