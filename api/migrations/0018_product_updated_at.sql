-- Hand-written (drizzle-kit generate --custom): when a product's public page last changed.
--
-- The sitemap's <lastmod> tells crawlers which pages to read again, so it must move when what a
-- product page shows moves (texts, pictures, price, listing, taxonomy) and not with every sale:
-- stock counts only when it crosses zero (the page's availability). Existing rows start at their
-- creation date. Not in src/db/schema.ts (like the triggers of 0004 and 0013): the sitemap reads
-- it in SQL.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at" WHERE "updated_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "updated_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "updated_at" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS products_touch_updated_at ON "products";
--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_touch_updated_at();
