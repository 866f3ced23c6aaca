-- Billing: saved cards hold only the gateway's token, the brand, the last four digits
-- and the expiry (PCI DSS 4.0.1 3.3.1/3.4.1/3.5.1: no card number, no CVV, ever).
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_last4_digits" CHECK ("last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" ("user_id", "id");
--> statement-breakpoint
-- At most one default card per shopper, whatever the concurrency (the route also locks the rows).
CREATE UNIQUE INDEX "cards_one_default_idx" ON "cards" ("user_id") WHERE "is_default";
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"percent_off" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"once_per_email" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percent" CHECK ("percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "promo_codes_upper" CHECK ("code" = upper("code"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL REFERENCES "promo_codes"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_idx" ON "promo_redemptions" ("promo_code_id", lower("email"));
--> statement-breakpoint
INSERT INTO "promo_codes" ("code", "percent_off", "description", "once_per_email") VALUES ('MANZIL10', 10, 'Newsletter welcome offer: 10% off', true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'not-required' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_return_url" text;
--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" ("payment_reference");
--> statement-breakpoint
-- Every gateway callback accepted, by its transaction id: a replay finds its row and is refused.
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"success" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_once_idx" ON "payment_callbacks" ("gateway", "transaction_id");
--> statement-breakpoint
-- The sandbox gateway's own books, apart from the shop's tables (it stands in for Paymob's).
-- A token remembers only the brand, last four, expiry and which test behaviour the number had.
CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"token" text,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EGP' NOT NULL,
	"status" text NOT NULL,
	"is_3d_secure" boolean DEFAULT false NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"return_url" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
