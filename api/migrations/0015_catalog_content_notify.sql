-- Hand-written (drizzle-kit generate --custom): the content version of 0013 is also announced,
-- so a cache hit needs no database round trip. Every statement that moves `catalog_state.content_version` sends the new version on
-- the channel `manzil_catalog_content` (pg_notify, delivered when the writing transaction
-- commits, never for a rollback). API processes keep the version in memory (src/lib/
-- content-version.ts) and learn of a write by any writer (another API process, the seed, psql)
-- from this notification instead of reading the version before every cached answer.
CREATE OR REPLACE FUNCTION catalog_content_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE catalog_state SET content_version = content_version + 1 WHERE id = 1 RETURNING content_version INTO v;
  IF v IS NOT NULL THEN
    PERFORM pg_notify('manzil_catalog_content', v::text);
  END IF;
  RETURN NULL;
END
$$;
