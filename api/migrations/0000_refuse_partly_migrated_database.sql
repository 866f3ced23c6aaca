-- The migrations below build the whole schema at once; a database migrated before them must
-- already be at 0022_returns, the last of the migrations they replace (such a database skips all
-- of these, see README.md). Anything else would fail half-way on "already exists": say why instead.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM drizzle.__drizzle_migrations) OR to_regclass('public.users') IS NOT NULL THEN
    RAISE EXCEPTION 'This database holds an older Manzil schema that stops before migration 0022_returns. Start a Manzil release from before the squashed baseline on it once (it applies the missing migrations up to 0022), then start this one.';
  END IF;
END
$$;
