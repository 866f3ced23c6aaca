-- products.updated_at moves whenever something a product page shows changes (texts, pictures,
-- prices, taxonomy, listing, and stock only when it crosses zero): the sitemap's lastmod.
CREATE FUNCTION public.products_touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF (OLD.name, OLD.title, OLD.description, OLD.name_ar, OLD.title_ar, OLD.description_ar, OLD.price, OLD.sale_price,
      OLD.category_id, OLD.subcategory_id, OLD.type_id, OLD.brand_id, OLD.colors, OLD.tags, OLD.image_count,
      OLD.image_paths, OLD.has_cad, OLD.cad_path, OLD.status, OLD.ready_to_ship, OLD.promotion_approved, OLD.sku)
     IS DISTINCT FROM
     (NEW.name, NEW.title, NEW.description, NEW.name_ar, NEW.title_ar, NEW.description_ar, NEW.price, NEW.sale_price,
      NEW.category_id, NEW.subcategory_id, NEW.type_id, NEW.brand_id, NEW.colors, NEW.tags, NEW.image_count,
      NEW.image_paths, NEW.has_cad, NEW.cad_path, NEW.status, NEW.ready_to_ship, NEW.promotion_approved, NEW.sku)
     OR (OLD.stock > 0) <> (NEW.stock > 0) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION public.products_touch_updated_at();
