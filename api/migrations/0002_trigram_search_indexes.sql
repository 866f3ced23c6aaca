-- Trigram indexes (pg_trgm) for typo tolerance and brand search. The extension may be missing on
-- a managed PostgreSQL, so each step may fail without failing the migration: search then works
-- without typo tolerance. drizzle-kit cannot declare an index that may not exist, so they live here.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); search works without typo tolerance', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'brands trigram index not created (%)', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'search_words trigram index not created (%); search works without typo tolerance', SQLERRM;
END
$$;
