-- After the sale (docs/returns.md): a product may be made to order (no change-of-mind return),
-- vendors' cancellations keep their reason, shoppers' return requests with their lines and
-- units, and refunds. `refund_units` holds one row per refunded unit of an order line, so a
-- unit is refunded once even when two refunds race (its primary key refuses the second).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "made_to_order" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD COLUMN IF NOT EXISTS "cancel_reason" text;
--> statement-breakpoint
-- The language the vendor last used the vendor area in: its e-mails are written in it.
ALTER TABLE "vendors" ADD COLUMN IF NOT EXISTS "locale" text NOT NULL DEFAULT 'en' CHECK ("locale" IN ('en', 'ar'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_requests" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors" ("id"),
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "path" text NOT NULL CHECK ("path" IN ('change_of_mind', 'defect')),
  "reason" text NOT NULL,
  "note" text,
  "photos" text[] NOT NULL DEFAULT '{}',
  "status" text NOT NULL DEFAULT 'requested'
    CHECK ("status" IN ('requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed')),
  "refund_destination" jsonb,
  "pickup_date" date,
  "reject_reason" text,
  "respond_by" timestamptz NOT NULL,
  "escalated_at" timestamptz,
  "decided_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "decision_note" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_order_idx" ON "return_requests" ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_vendor_idx" ON "return_requests" ("vendor_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_queue_idx" ON "return_requests" ("respond_by") WHERE "status" IN ('requested', 'escalated');
--> statement-breakpoint
-- One row per unit asked back: unit_no numbers the units of the order line (1..quantity). A unit
-- is in at most one open-or-accepted request (a rejected or closed request frees its units).
CREATE TABLE IF NOT EXISTS "return_units" (
  "return_id" integer NOT NULL REFERENCES "return_requests" ("id") ON DELETE CASCADE,
  "order_item_id" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
  "unit_no" integer NOT NULL CHECK ("unit_no" >= 1),
  "condition" text CHECK ("condition" IN ('resellable', 'not_resellable')),
  PRIMARY KEY ("return_id", "order_item_id", "unit_no")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "refunds" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
  "vendor_id" integer NOT NULL REFERENCES "vendors" ("id"),
  "return_id" integer REFERENCES "return_requests" ("id") ON DELETE SET NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('cancellation', 'return')),
  "method" text NOT NULL CHECK ("method" IN ('void', 'card_refund', 'transfer', 'none')),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" >= 0),
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'succeeded', 'failed')),
  "provider_reference" text,
  "failure_reason" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "completed_at" timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_return_idx" ON "refunds" ("return_id") WHERE "return_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_order_idx" ON "refunds" ("order_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "refund_units" (
  "order_item_id" integer NOT NULL REFERENCES "order_items" ("id") ON DELETE CASCADE,
  "unit_no" integer NOT NULL CHECK ("unit_no" >= 1),
  "refund_id" integer NOT NULL REFERENCES "refunds" ("id") ON DELETE CASCADE,
  -- the unit's share of the line's net, and which vendor account it was taken from
  "net_cents" bigint NOT NULL,
  "from_state" text NOT NULL CHECK ("from_state" IN ('unpaid', 'pending', 'available')),
  PRIMARY KEY ("order_item_id", "unit_no")
);
--> statement-breakpoint
