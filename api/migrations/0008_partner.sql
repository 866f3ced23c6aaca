-- Hand-written: the partner area. Vendor applications, uploaded files, vendor brand
-- logos and product media, product approval / revisions / promotions awaiting an admin, per-vendor
-- order fulfilment with its status history, and vendor notifications.
CREATE TABLE IF NOT EXISTS "uploads" (
  "id" text PRIMARY KEY NOT NULL,
  -- Null for a document sent with a vendor application before its account exists; the
  -- application claims it (its random id is the capability).
  "owner_user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('image', 'cad', 'document')),
  "private" boolean NOT NULL DEFAULT false,
  "content_type" text NOT NULL,
  "extension" text NOT NULL,
  "size_bytes" integer NOT NULL,
  "original_name" text NOT NULL DEFAULT '',
  "storage_key" text NOT NULL,
  "variants" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_owner_idx" ON "uploads" ("owner_user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "vendor_applications" (
  "id" serial PRIMARY KEY NOT NULL,
  "vendor_id" integer NOT NULL UNIQUE REFERENCES "vendors"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "shop_name" text NOT NULL,
  "legal_name" text NOT NULL,
  "commercial_register_number" text NOT NULL,
  "tax_card_number" text NOT NULL,
  "contact_name" text NOT NULL,
  "email" text NOT NULL,
  "mobile" text NOT NULL,
  "city" text NOT NULL,
  "category_ids" integer[] NOT NULL DEFAULT '{}'::integer[],
  "commercial_register_file" text REFERENCES "uploads"("id") ON DELETE SET NULL,
  "tax_card_file" text REFERENCES "uploads"("id") ON DELETE SET NULL,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
  "rejection_reason" text,
  "submissions" integer NOT NULL DEFAULT 1,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendor_applications_status_idx" ON "vendor_applications" ("status", "submitted_at");
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "logo" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "image_paths" text[];
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "cad_path" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_reviews" (
  "product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
  "reason" text,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_reviews_status_idx" ON "product_reviews" ("status", "submitted_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_revisions" (
  "id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
  "previous" jsonb NOT NULL,
  "proposed" jsonb NOT NULL,
  "reason" text,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_revisions_one_pending_idx" ON "product_revisions" ("product_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_revisions_status_idx" ON "product_revisions" ("status", "submitted_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_promotions" (
  "id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
  "sale_price" numeric(12, 2) NOT NULL,
  "previous_sale_price" numeric(12, 2),
  "reason" text,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_promotions_one_pending_idx" ON "product_promotions" ("product_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_promotions_status_idx" ON "product_promotions" ("status", "submitted_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_fulfilments" (
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'placed' CHECK ("status" IN ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  "tracking_number" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("order_id", "vendor_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_fulfilments_vendor_idx" ON "order_fulfilments" ("vendor_id", "updated_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_status_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "vendor_id" integer REFERENCES "vendors"("id") ON DELETE SET NULL,
  "status" text NOT NULL CHECK ("status" IN ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  "tracking_number" text,
  "actor_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_status_events_order_idx" ON "order_status_events" ("order_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "vendor_notifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "payload" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "read_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendor_notifications_vendor_idx" ON "vendor_notifications" ("vendor_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendor_notifications_unread_idx" ON "vendor_notifications" ("vendor_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- Every writer that places an order (the API's checkout, a seed, psql) tells the vendors whose
-- products it holds: one "new_order" notification per vendor and order, in the same transaction.
CREATE OR REPLACE FUNCTION partner_order_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_notifications (vendor_id, kind, payload)
    SELECT p.vendor_id, 'new_order',
           jsonb_build_object('orderId', o.id::text, 'orderNumber', o.order_number, 'items', sum(n.quantity)::int,
                              'total', sum(n.quantity * n.unit_price))
      FROM new_rows n
      JOIN products p ON p.id = n.product_id
      JOIN orders o ON o.id = n.order_id
     GROUP BY p.vendor_id, o.id, o.order_number;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_partner_notify AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_order_items_inserted();
--> statement-breakpoint
-- A listed product whose stock falls to 5 or less (SPEC §9 warning threshold) tells its vendor once
-- per crossing.
CREATE OR REPLACE FUNCTION partner_products_low_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_notifications (vendor_id, kind, payload)
    SELECT n.vendor_id, 'low_stock', jsonb_build_object('productId', n.id::text, 'name', n.name, 'stock', n.stock)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE o.stock > 5 AND n.stock <= 5;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_partner_low_stock AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_products_low_stock();
--> statement-breakpoint
-- A vendor's price change applies at once: like a flag change, a product whose price or
-- sale price alone changed is listed in catalog_changes, and catalog indexes patch its price in
-- place (catalog-index.ts `patch`) instead of rebuilding. Same function as 0004 otherwise.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flagged integer[];
  next_version bigint;
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
       OR (o.name, o.category_id, o.subcategory_id, o.type_id, o.brand_id, o.vendor_id,
           o.colors, o.tags, o.search_text, o.created_at)
          IS DISTINCT FROM
          (n.name, n.category_id, n.subcategory_id, n.type_id, n.brand_id, n.vendor_id,
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
