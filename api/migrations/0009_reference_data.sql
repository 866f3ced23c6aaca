-- The rows the application expects in every database, production included: the catalog's one
-- state row, the newsletter's welcome code, the default commission rule (10 % of each line until
-- an admin sets another), and the store's own ledger accounts.
INSERT INTO "catalog_state" ("id", "version", "structure_version") VALUES (1, 1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "promo_codes" ("code", "percent_off", "description", "once_per_email") VALUES ('MANZIL10', 10, 'Newsletter welcome offer: 10% off', true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "commission_rules" ("scope", "percent_bp", "effective_from") VALUES ('default', 1000, '2026-01-01T00:00:00+02:00');
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
