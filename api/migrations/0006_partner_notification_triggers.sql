-- Vendor notifications written by the database: a new order for each vendor with lines in it, and
-- low stock when a product's stock falls to the threshold.
CREATE FUNCTION public.partner_order_items_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
CREATE FUNCTION public.partner_products_low_stock() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO vendor_notifications (vendor_id, kind, payload)
    SELECT n.vendor_id, 'low_stock', jsonb_build_object('productId', n.id::text, 'name', n.name, 'stock', n.stock)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE o.stock > 5 AND n.stock <= 5;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_partner_notify AFTER INSERT ON public.order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.partner_order_items_inserted();
--> statement-breakpoint
CREATE TRIGGER products_partner_low_stock AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.partner_products_low_stock();
