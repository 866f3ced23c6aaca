-- listed_facet_counts (the listed products counted in all, per brand, per colour and per tag),
-- kept in the writing transaction by statement triggers on products: the rows a statement took
-- away from the listed products count -1, those it brings +1, per facet value; only values whose
-- count moved are written (a stock or price change writes nothing), in one order (facet, value)
-- so that concurrent writers lock the rows in the same order. Values keep their row at 0.
-- listed_facets_move() applies one statement's moves; each trigger hands it its transition
-- tables' listed rows (a transition table can be read only in its trigger's own function).
-- listed_facets_recount() counts it all anew (this migration, and the seed after a bulk load,
-- which loads products with the insert trigger disabled).
CREATE FUNCTION public.listed_facets_recount() RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  DELETE FROM listed_facet_counts;
  INSERT INTO listed_facet_counts (facet, value, n)
    SELECT facet, value, count(*)::int FROM (
      SELECT 'total' AS facet, '' AS value FROM products WHERE status
      UNION ALL SELECT 'brand', brand_id::text FROM products WHERE status
      UNION ALL SELECT 'color', v FROM products CROSS JOIN LATERAL unnest(colors) AS v WHERE status
      UNION ALL SELECT 'tag', v FROM products CROSS JOIN LATERAL unnest(tags) AS v WHERE status
    ) AS listed
    GROUP BY facet, value;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.listed_facets_move(moved jsonb) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- `moved`: [{b: brand id, c: colours, t: tags, d: -1 or 1}, …], the listed rows a statement
  -- took away (-1) and brought (1); null when it moved none.
  IF moved IS NULL THEN
    RETURN;
  END IF;
  WITH m AS (
    SELECT e->>'b' AS brand, e->'c' AS colors, e->'t' AS tags, (e->>'d')::int AS d FROM jsonb_array_elements(moved) AS e
  )
  INSERT INTO listed_facet_counts AS c (facet, value, n)
    SELECT facet, value, sum(d)::int FROM (
      SELECT 'total' AS facet, '' AS value, d FROM m
      UNION ALL SELECT 'brand', brand, d FROM m
      UNION ALL SELECT 'color', v, d FROM m CROSS JOIN LATERAL jsonb_array_elements_text(colors) AS v
      UNION ALL SELECT 'tag', v, d FROM m CROSS JOIN LATERAL jsonb_array_elements_text(tags) AS v
    ) AS deltas
    GROUP BY facet, value HAVING sum(d) <> 0 ORDER BY facet, value
    ON CONFLICT (facet, value) DO UPDATE SET n = c.n + excluded.n;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.listed_facets_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM listed_facets_move((SELECT jsonb_agg(jsonb_build_object('b', brand_id, 'c', coalesce(colors, '{}'), 't', coalesce(tags, '{}'), 'd', 1))
    FROM new_rows WHERE status));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.listed_facets_deleted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM listed_facets_move((SELECT jsonb_agg(jsonb_build_object('b', brand_id, 'c', coalesce(colors, '{}'), 't', coalesce(tags, '{}'), 'd', -1))
    FROM old_rows WHERE status));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.listed_facets_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM listed_facets_move((SELECT jsonb_agg(jsonb_build_object('b', brand_id, 'c', coalesce(colors, '{}'), 't', coalesce(tags, '{}'), 'd', d))
    FROM (SELECT brand_id, colors, tags, -1 AS d FROM old_rows WHERE status
          UNION ALL SELECT brand_id, colors, tags, 1 FROM new_rows WHERE status) AS moved));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.listed_facets_truncated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  DELETE FROM listed_facet_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_listed_facets_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listed_facets_inserted();
--> statement-breakpoint
CREATE TRIGGER products_listed_facets_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listed_facets_deleted();
--> statement-breakpoint
CREATE TRIGGER products_listed_facets_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listed_facets_updated();
--> statement-breakpoint
CREATE TRIGGER products_listed_facets_truncate AFTER TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION public.listed_facets_truncated();
--> statement-breakpoint
SELECT public.listed_facets_recount();
