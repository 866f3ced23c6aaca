ALTER TABLE "promo_codes" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_order" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
-- Hand-added (drizzle-kit does not know CHECK constraints): a code is a percentage or an amount in EGP, never both.
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_percent";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_terms" CHECK (
	("kind" = 'percent' AND "percent_off" BETWEEN 1 AND 100 AND "amount_off" IS NULL)
	OR ("kind" = 'amount' AND "amount_off" > 0 AND "percent_off" IS NULL)
);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_order" CHECK ("min_order" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_max_redemptions" CHECK ("max_redemptions" IS NULL OR "max_redemptions" >= 1);
