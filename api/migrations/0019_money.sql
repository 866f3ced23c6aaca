-- Marketplace money: commission rules, the per-line commission recorded when an order is placed,
-- the money state of each vendor's part of an order, and a double-entry ledger (accounts, journal
-- entries, postings in integer piastres). Written by hand: drizzle-kit cannot express the
-- balance and immutability triggers. Tables in src/db/money-schema.ts.
CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"category_id" integer REFERENCES "categories"("id") ON DELETE CASCADE,
	"vendor_id" integer REFERENCES "vendors"("id") ON DELETE CASCADE,
	"percent_bp" integer,
	"fixed_cents" integer,
	"min_cents" integer,
	"max_cents" integer,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_check" CHECK (
		("scope" = 'default' AND "category_id" IS NULL AND "vendor_id" IS NULL)
		OR ("scope" = 'category' AND "category_id" IS NOT NULL AND "vendor_id" IS NULL)
		OR ("scope" = 'vendor' AND "vendor_id" IS NOT NULL AND "category_id" IS NULL)),
	CONSTRAINT "commission_rules_amount_check" CHECK ("percent_bp" IS NOT NULL OR "fixed_cents" IS NOT NULL),
	CONSTRAINT "commission_rules_percent_check" CHECK ("percent_bp" IS NULL OR "percent_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "commission_rules_fixed_check" CHECK ("fixed_cents" IS NULL OR "fixed_cents" >= 0),
	CONSTRAINT "commission_rules_bounds_check" CHECK (
		("min_cents" IS NULL OR "min_cents" >= 0) AND ("max_cents" IS NULL OR "max_cents" >= 0)
		AND ("min_cents" IS NULL OR "max_cents" IS NULL OR "min_cents" <= "max_cents"))
);
--> statement-breakpoint
CREATE INDEX "commission_rules_lookup_idx" ON "commission_rules" ("scope", "vendor_id", "category_id", "effective_from" DESC);
--> statement-breakpoint
-- The store's default rate until an admin sets another: 10 % of each line.
INSERT INTO "commission_rules" ("scope", "percent_bp", "effective_from") VALUES ('default', 1000, '2026-01-01T00:00:00+02:00');
--> statement-breakpoint
CREATE TABLE "order_line_commissions" (
	"order_item_id" integer PRIMARY KEY NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"vendor_id" integer NOT NULL,
	"category_id" integer,
	"gross_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL DEFAULT 0,
	"shipping_cents" bigint NOT NULL DEFAULT 0,
	"commission_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"rule_id" integer,
	"rule_scope" text,
	"percent_bp" integer,
	"fixed_cents" integer,
	"min_cents" integer,
	"max_cents" integer,
	CONSTRAINT "order_line_commissions_net_check" CHECK ("net_cents" = "gross_cents" - "commission_cents"),
	CONSTRAINT "order_line_commissions_range_check" CHECK ("commission_cents" >= 0 AND "commission_cents" <= "gross_cents" AND "discount_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_line_commissions_order_idx" ON "order_line_commissions" ("order_id", "vendor_id");
--> statement-breakpoint
CREATE INDEX "order_line_commissions_vendor_idx" ON "order_line_commissions" ("vendor_id", "order_id");
--> statement-breakpoint
CREATE TABLE "order_vendor_money" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"vendor_id" integer NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_vendor_money_pk" PRIMARY KEY ("order_id", "vendor_id"),
	CONSTRAINT "order_vendor_money_state_check" CHECK ("state" IN ('unpaid', 'pending', 'available', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "order_vendor_money_due_idx" ON "order_vendor_money" ("delivered_at") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "order_vendor_money_vendor_idx" ON "order_vendor_money" ("vendor_id", "order_id");
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"kind" text NOT NULL,
	"vendor_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" IN ('asset', 'liability', 'revenue', 'expense'))
);
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "kind", "name") VALUES
	('gateway_clearing', 'asset', 'Gateway clearing'),
	('courier_cash', 'asset', 'Courier cash receivable'),
	('bank', 'asset', 'Manzil bank account'),
	('payouts_in_transit', 'liability', 'Payouts in transit'),
	('refunds_payable', 'liability', 'Refunds payable'),
	('commission_revenue', 'revenue', 'Commission revenue'),
	('shipping_revenue', 'revenue', 'Shipping revenue'),
	('promotions_expense', 'expense', 'Promotions (promo-code discounts Manzil funds)'),
	('cod_differences', 'expense', 'Cash-on-delivery differences');
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"event" text NOT NULL,
	"order_id" integer,
	"vendor_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" ("order_id");
--> statement-breakpoint
CREATE INDEX "journal_entries_vendor_idx" ON "journal_entries" ("vendor_id", "effective_at");
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL REFERENCES "journal_entries"("id"),
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id"),
	"amount_cents" bigint NOT NULL,
	"order_item_id" integer,
	CONSTRAINT "ledger_postings_nonzero_check" CHECK ("amount_cents" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" ("entry_id");
--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" ("account_id", "entry_id");
--> statement-breakpoint
-- An entry balances: checked at commit (deferred), once per entry and once per posting, so
-- neither an entry without postings nor a posting added to an entry later can unbalance it.
CREATE FUNCTION ledger_check_entry(target bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	total numeric;
	lines integer;
BEGIN
	SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, lines FROM ledger_postings WHERE entry_id = target;
	IF lines < 2 OR total <> 0 THEN
		RAISE EXCEPTION 'journal entry % does not balance (% postings summing to % piastres)', target, lines, total
			USING ERRCODE = 'check_violation';
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM ledger_check_entry(NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM ledger_check_entry(NEW.entry_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed (post a correcting entry)', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_immutable" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_immutable" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();
