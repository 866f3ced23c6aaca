CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"label" text,
	"floor" text,
	"apartment" text,
	"landmark" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"logo" text,
	"name_ar" text,
	"description_ar" text,
	"name_ar_folded" text GENERATED ALWAYS AS (translate(regexp_replace(lower(coalesce(name_ar, name)), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'), 'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهيوي01234567890123456789')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name || ' ' || translate(regexp_replace(coalesce(name_ar, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'), 'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهيوي01234567890123456789'))) STORED,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"structure_version" bigint DEFAULT 1 NOT NULL,
	"pruned_below" bigint DEFAULT 0 NOT NULL,
	"content_version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"name_ar" text,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"shipping_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"phone_number" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_status" text DEFAULT 'not-required' NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"promo_code" text,
	"payment_reference" text,
	"payment_return_url" text,
	"locale" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"subcategory_id" integer NOT NULL,
	"name" text NOT NULL,
	"drawing" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"name_ar" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2),
	"effective_price" numeric(12, 2) GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"has_cad" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"ready_to_ship" boolean DEFAULT false NOT NULL,
	"promotion_approved" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, search_text), 'B')) STORED NOT NULL,
	"image_paths" text[],
	"cad_path" text,
	"name_ar" text,
	"title_ar" text,
	"description_ar" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_to_order" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"name_ar" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'shopper' NOT NULL,
	"phone_number" text,
	"address1" text,
	"gender" text,
	"date_of_birth" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "vendors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "vendors_locale_check" CHECK (locale = ANY (ARRAY['en'::text, 'ar'::text]))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"email" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_last4_digits" CHECK (last4 ~ '^[0-9]{4}$'::text)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"order_id" integer,
	"success" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"description" text DEFAULT '' NOT NULL,
	"once_per_email" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'percent' NOT NULL,
	"amount_off" numeric(12, 2),
	"min_order" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"starts_at" timestamp with time zone,
	CONSTRAINT "promo_codes_code_key" UNIQUE("code"),
	CONSTRAINT "promo_codes_upper" CHECK (code = upper(code)),
	CONSTRAINT "promo_codes_terms" CHECK (((kind = 'percent'::text) AND ((percent_off >= 1) AND (percent_off <= 100)) AND (amount_off IS NULL)) OR ((kind = 'amount'::text) AND (amount_off > (0)::numeric) AND (percent_off IS NULL))),
	CONSTRAINT "promo_codes_min_order" CHECK (min_order >= (0)::numeric),
	CONSTRAINT "promo_codes_max_redemptions" CHECK ((max_redemptions IS NULL) OR (max_redemptions >= 1))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"email" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "order_fulfilments" (
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"tracking_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancel_reason" text,
	CONSTRAINT "order_fulfilments_pkey" PRIMARY KEY("order_id","vendor_id"),
	CONSTRAINT "order_fulfilments_status_check" CHECK (status = ANY (ARRAY['placed'::text, 'confirmed'::text, 'shipped'::text, 'delivered'::text, 'cancelled'::text]))
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer,
	"status" text NOT NULL,
	"tracking_number" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_status_check" CHECK (status = ANY (ARRAY['placed'::text, 'confirmed'::text, 'shipped'::text, 'delivered'::text, 'cancelled'::text]))
);
--> statement-breakpoint
CREATE TABLE "product_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"previous_sale_price" numeric(12, 2),
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "product_promotions_status_check" CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "product_reviews_status_check" CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))
);
--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"previous" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "product_revisions_status_check" CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upload_token_hash" text,
	CONSTRAINT "uploads_kind_check" CHECK (kind = ANY (ARRAY['image'::text, 'cad'::text, 'document'::text]))
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"commercial_register_number" text NOT NULL,
	"tax_card_number" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"city" text NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"commercial_register_file" text,
	"tax_card_file" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submissions" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_applications_vendor_id_key" UNIQUE("vendor_id"),
	CONSTRAINT "vendor_applications_status_check" CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))
);
--> statement-breakpoint
CREATE TABLE "vendor_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"staff_role" text DEFAULT 'admin' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"one_time_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK (staff_role = ANY (ARRAY['admin'::text, 'catalog_moderator'::text, 'support'::text, 'finance'::text]))
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"category_id" integer,
	"vendor_id" integer,
	"percent_bp" integer,
	"fixed_cents" integer,
	"min_cents" integer,
	"max_cents" integer,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_check" CHECK (((scope = 'default'::text) AND (category_id IS NULL) AND (vendor_id IS NULL)) OR ((scope = 'category'::text) AND (category_id IS NOT NULL) AND (vendor_id IS NULL)) OR ((scope = 'vendor'::text) AND (vendor_id IS NOT NULL) AND (category_id IS NULL))),
	CONSTRAINT "commission_rules_amount_check" CHECK ((percent_bp IS NOT NULL) OR (fixed_cents IS NOT NULL)),
	CONSTRAINT "commission_rules_percent_check" CHECK ((percent_bp IS NULL) OR ((percent_bp >= 0) AND (percent_bp <= 10000))),
	CONSTRAINT "commission_rules_fixed_check" CHECK ((fixed_cents IS NULL) OR (fixed_cents >= 0)),
	CONSTRAINT "commission_rules_bounds_check" CHECK (((min_cents IS NULL) OR (min_cents >= 0)) AND ((max_cents IS NULL) OR (max_cents >= 0)) AND ((min_cents IS NULL) OR (max_cents IS NULL) OR (min_cents <= max_cents)))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"event" text NOT NULL,
	"order_id" integer,
	"vendor_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_key" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK (kind = ANY (ARRAY['asset'::text, 'liability'::text, 'revenue'::text, 'expense'::text]))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"order_item_id" integer,
	CONSTRAINT "ledger_postings_nonzero_check" CHECK (amount_cents <> 0)
);
--> statement-breakpoint
CREATE TABLE "order_line_commissions" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category_id" integer,
	"gross_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"rule_id" integer,
	"rule_scope" text,
	"percent_bp" integer,
	"fixed_cents" integer,
	"min_cents" integer,
	"max_cents" integer,
	CONSTRAINT "order_line_commissions_net_check" CHECK (net_cents = (gross_cents - commission_cents)),
	CONSTRAINT "order_line_commissions_range_check" CHECK ((commission_cents >= 0) AND (commission_cents <= gross_cents) AND (discount_cents >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_vendor_money" (
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_vendor_money_pk" PRIMARY KEY("order_id","vendor_id"),
	CONSTRAINT "order_vendor_money_state_check" CHECK (state = ANY (ARRAY['unpaid'::text, 'pending'::text, 'available'::text, 'cancelled'::text]))
);
--> statement-breakpoint
CREATE TABLE "cod_remittance_parts" (
	"remittance_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"cash_cents" bigint NOT NULL,
	CONSTRAINT "cod_remittance_parts_pk" PRIMARY KEY("order_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"remitted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expected_cents" bigint NOT NULL,
	"recorded_by" integer,
	"recorded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_amount_cents_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_name" text NOT NULL,
	"iban" text,
	"wallet_number" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_kind_check" CHECK (kind = ANY (ARRAY['bank'::text, 'wallet'::text])),
	CONSTRAINT "payout_methods_destination_check" CHECK (((kind = 'bank'::text) AND (iban IS NOT NULL)) OR ((kind = 'wallet'::text) AND (wallet_number IS NOT NULL)))
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"minimum_cents" bigint NOT NULL,
	"created_by_email" text NOT NULL,
	"approved_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payout_runs_status_check" CHECK (status = ANY (ARRAY['preview'::text, 'approved'::text, 'completed'::text]))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"method" jsonb,
	"provider" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_run_vendor_key" UNIQUE("run_id","vendor_id"),
	CONSTRAINT "payouts_amount_cents_check" CHECK (amount_cents > 0),
	CONSTRAINT "payouts_status_check" CHECK (status = ANY (ARRAY['held'::text, 'queued'::text, 'sent'::text, 'paid'::text, 'failed'::text]))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_reference_key" UNIQUE("reference"),
	CONSTRAINT "sandbox_payouts_status_check" CHECK (status = ANY (ARRAY['successful'::text, 'failed'::text]))
);
--> statement-breakpoint
CREATE TABLE "refund_units" (
	"order_item_id" integer NOT NULL,
	"unit_no" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"from_state" text NOT NULL,
	CONSTRAINT "refund_units_pkey" PRIMARY KEY("order_item_id","unit_no"),
	CONSTRAINT "refund_units_unit_no_check" CHECK (unit_no >= 1),
	CONSTRAINT "refund_units_from_state_check" CHECK (from_state = ANY (ARRAY['unpaid'::text, 'pending'::text, 'available'::text]))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"return_id" integer,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_status_check" CHECK (status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text])),
	CONSTRAINT "refunds_kind_check" CHECK (kind = ANY (ARRAY['cancellation'::text, 'return'::text])),
	CONSTRAINT "refunds_method_check" CHECK (method = ANY (ARRAY['void'::text, 'card_refund'::text, 'transfer'::text, 'none'::text])),
	CONSTRAINT "refunds_amount_cents_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_destination" jsonb,
	"pickup_date" date,
	"reject_reason" text,
	"respond_by" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_path_check" CHECK (path = ANY (ARRAY['change_of_mind'::text, 'defect'::text])),
	CONSTRAINT "return_requests_status_check" CHECK (status = ANY (ARRAY['requested'::text, 'approved'::text, 'rejected'::text, 'escalated'::text, 'received'::text, 'refunded'::text, 'closed'::text]))
);
--> statement-breakpoint
CREATE TABLE "return_units" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit_no" integer NOT NULL,
	"condition" text,
	CONSTRAINT "return_units_pkey" PRIMARY KEY("return_id","order_item_id","unit_no"),
	CONSTRAINT "return_units_unit_no_check" CHECK (unit_no >= 1),
	CONSTRAINT "return_units_condition_check" CHECK (condition = ANY (ARRAY['resellable'::text, 'not_resellable'::text]))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_id_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_commercial_register_file_fkey" FOREIGN KEY ("commercial_register_file") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_tax_card_file_fkey" FOREIGN KEY ("tax_card_file") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_notifications" ADD CONSTRAINT "vendor_notifications_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_commissions" ADD CONSTRAINT "order_line_commissions_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_commissions" ADD CONSTRAINT "order_line_commissions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vendor_money" ADD CONSTRAINT "order_vendor_money_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_parts" ADD CONSTRAINT "cod_remittance_parts_remittance_id_fkey" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_units" ADD CONSTRAINT "refund_units_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_units" ADD CONSTRAINT "refund_units_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brands_vendor_idx" ON "brands" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "favorites" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "product_types_subcategory_idx" ON "product_types" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("effective_price","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_ready_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE status and ready_to_ship;--> statement-breakpoint
CREATE INDEX "products_sale_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE status and sale_price is not null;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE (sent_at IS NULL);--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_token_idx" ON "signup_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_requests_expires_idx" ON "signup_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default_idx" ON "cards" USING btree ("user_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_once_idx" ON "payment_callbacks" USING btree ("gateway","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_idx" ON "promo_redemptions" USING btree ("promo_code_id",lower(email));--> statement-breakpoint
CREATE INDEX "order_fulfilments_vendor_idx" ON "order_fulfilments" USING btree ("vendor_id","updated_at");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_promotions_one_pending_idx" ON "product_promotions" USING btree ("product_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "product_promotions_status_idx" ON "product_promotions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_revisions_one_pending_idx" ON "product_revisions" USING btree ("product_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "product_revisions_status_idx" ON "product_revisions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "upload_tokens_expires_idx" ON "upload_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_upload_token_idx" ON "uploads" USING btree ("upload_token_hash");--> statement-breakpoint
CREATE INDEX "vendor_applications_status_idx" ON "vendor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "vendor_notifications_vendor_idx" ON "vendor_notifications" USING btree ("vendor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vendor_notifications_unread_idx" ON "vendor_notifications" USING btree ("vendor_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commission_rules_lookup_idx" ON "commission_rules" USING btree ("scope","vendor_id","category_id","effective_from" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "journal_entries_vendor_idx" ON "journal_entries" USING btree ("vendor_id","effective_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "order_line_commissions_order_idx" ON "order_line_commissions" USING btree ("order_id","vendor_id");--> statement-breakpoint
CREATE INDEX "order_line_commissions_vendor_idx" ON "order_line_commissions" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "order_vendor_money_due_idx" ON "order_vendor_money" USING btree ("delivered_at") WHERE (state = 'pending'::text);--> statement-breakpoint
CREATE INDEX "order_vendor_money_vendor_idx" ON "order_vendor_money" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "cod_remittance_parts_remittance_idx" ON "cod_remittance_parts" USING btree ("remittance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_one_open_idx" ON "payout_runs" USING btree ((true)) WHERE (status = ANY (ARRAY['preview'::text, 'approved'::text]));--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" USING btree ("vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_idx" ON "refunds" USING btree ("return_id") WHERE (return_id IS NOT NULL);--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_queue_idx" ON "return_requests" USING btree ("respond_by") WHERE (status = ANY (ARRAY['requested'::text, 'escalated'::text]));--> statement-breakpoint
CREATE INDEX "return_requests_vendor_idx" ON "return_requests" USING btree ("vendor_id","created_at" DESC NULLS FIRST);