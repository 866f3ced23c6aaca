-- Marketplace money, second part: the finance staff role, cash-on-delivery remittances, vendors'
-- payout methods, payout runs and their payouts, and the sandbox payout provider's own records.
-- Written by hand like 0019 (docs/money.md). Tables in src/db/money-schema.ts.
ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_role_check";
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_check" CHECK ("staff_role" in ('admin', 'catalog_moderator', 'support', 'finance'));
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"remitted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" >= 0),
	"expected_cents" bigint NOT NULL,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"recorded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A delivered COD part is covered by one remittance at most: the unique key refuses a second.
CREATE TABLE "cod_remittance_parts" (
	"remittance_id" integer NOT NULL REFERENCES "cod_remittances"("id"),
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"cash_cents" bigint NOT NULL,
	CONSTRAINT "cod_remittance_parts_pk" PRIMARY KEY ("order_id", "vendor_id")
);
--> statement-breakpoint
CREATE INDEX "cod_remittance_parts_remittance_idx" ON "cod_remittance_parts" ("remittance_id");
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"vendor_id" integer PRIMARY KEY NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('bank', 'wallet')),
	"account_name" text NOT NULL,
	"iban" text,
	"wallet_number" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_destination_check" CHECK (("kind" = 'bank' AND "iban" IS NOT NULL) OR ("kind" = 'wallet' AND "wallet_number" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL CHECK ("status" IN ('preview', 'approved', 'completed')),
	"minimum_cents" bigint NOT NULL,
	"created_by_email" text NOT NULL,
	"approved_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
-- One open run at a time: two runs started at once make one batch.
CREATE UNIQUE INDEX "payout_runs_one_open_idx" ON "payout_runs" ((true)) WHERE "status" IN ('preview', 'approved');
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL REFERENCES "payout_runs"("id"),
	"vendor_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
	"status" text NOT NULL CHECK ("status" IN ('held', 'queued', 'sent', 'paid', 'failed')),
	"method" jsonb,
	"provider" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_run_vendor_key" UNIQUE ("run_id", "vendor_id")
);
--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" ("vendor_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL UNIQUE,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL CHECK ("status" IN ('successful', 'failed')),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
