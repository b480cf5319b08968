-- Ledger guards drizzle cannot express (DESIGN §4, QUALITY §1). Written by hand.

-- I3: a wallet's balance is maintained from its entries, in the database, so no code path can
-- move a balance without a journal entry. Entries must match their account's brand and may not
-- touch a closed account (I10).
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acc record;
BEGIN
  SELECT kind, brand_code, status INTO acc FROM accounts WHERE id = NEW.account_id;
  IF acc.brand_code <> NEW.brand_code THEN
    RAISE EXCEPTION 'ledger: entry brand % does not match account brand %', NEW.brand_code, acc.brand_code
      USING ERRCODE = '23514';
  END IF;
  IF acc.status = 'closed' THEN
    RAISE EXCEPTION 'ledger: account % is closed', NEW.account_id USING ERRCODE = '23514';
  END IF;
  IF acc.kind = 'wallet' THEN
    UPDATE accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_apply AFTER INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint

-- I3: every journal transaction has at least two entries and sums to zero per brand, checked at
-- commit so a transaction can insert its entries one by one.
CREATE FUNCTION ledger_assert_balanced(txid bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_entries WHERE tx_id = txid) < 2 THEN
    RAISE EXCEPTION 'ledger: transaction % has fewer than two entries', txid USING ERRCODE = '23514';
  END IF;
  IF EXISTS (SELECT 1 FROM journal_entries WHERE tx_id = txid
             GROUP BY brand_code HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger: transaction % does not balance', txid USING ERRCODE = '23514';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_tx() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.tx_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_transactions_balanced AFTER INSERT ON journal_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_tx();
--> statement-breakpoint
-- Also per entry, so an entry added later to an old transaction cannot unbalance it.
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();
--> statement-breakpoint

-- I9: the journal is append-only; corrections are reversing transactions. Statement-level, so
-- even an UPDATE or DELETE matching no row is refused, and TRUNCATE too.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint

-- I3: a balance changes only through a journal entry (the trigger above), never by a direct UPDATE.
CREATE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: balances change only through journal entries' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_balance_guard BEFORE UPDATE OF balance ON accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_balance_guard();
