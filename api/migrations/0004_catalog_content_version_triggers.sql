-- catalog_state.content_version moves with every write a public catalog answer can show, and is
-- announced with pg_notify('manzil_catalog_content', version): the API's answer cache keys on it.
CREATE FUNCTION public.catalog_content_bump() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
--> statement-breakpoint
CREATE TRIGGER brands_catalog_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.brands FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.categories FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER product_types_catalog_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.product_types FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.subcategories FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_content_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalog_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION public.catalog_content_bump();
