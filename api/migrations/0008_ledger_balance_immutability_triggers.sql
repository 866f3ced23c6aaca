-- The double-entry ledger: deferred constraint triggers refuse an unbalanced journal entry at
-- commit, and entries and postings can be neither updated, deleted nor truncated.
CREATE FUNCTION public.ledger_check_entry(target bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
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
CREATE FUNCTION public.journal_entry_balanced() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	PERFORM ledger_check_entry(NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION public.ledger_posting_balanced() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	PERFORM ledger_check_entry(NEW.entry_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION public.ledger_immutable() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed (post a correcting entry)', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON public.journal_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON public.ledger_postings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.ledger_posting_balanced();
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE DELETE OR UPDATE ON public.journal_entries FOR EACH ROW EXECUTE FUNCTION public.ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON public.journal_entries FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_immutable BEFORE DELETE OR UPDATE ON public.ledger_postings FOR EACH ROW EXECUTE FUNCTION public.ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON public.ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_immutable();
