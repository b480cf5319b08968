-- The points ledger in the database: every ledger function and the triggers that use them, in one
-- place (docs/architecture.md §4, docs/quality.md §1), and the claim of an idempotency key. Written
-- by hand. The session checks the transfer makes are in services/loyalty/domain/sessions.sql.
--
-- How it is applied: services/loyalty/db/client.ts runs this whole file after drizzle's migrations,
-- each time the service opens its database (PGlite and PostgreSQL), right after domain/sessions.sql
-- and in the same transaction (BEHAVIOUR_SQL_PATHS), under the same advisory lock as the
-- migrations (several replicas start at once, and two sessions replacing one function at the same
-- moment fail). Every statement replaces what is there, so running the file again gives the same
-- database: functions are CREATE OR REPLACE; triggers are put in place by ledger_ensure_trigger,
-- which leaves a trigger alone when it is already as defined here (so a start takes no table lock
-- while other replicas post).
--
-- What lives where: tables, columns, constraints and indexes are drizzle's (db/schema-*.ts, and the
-- migrations it generates); behaviour is here. To change a function, edit it here. PostgreSQL cannot
-- change a function's arguments or result type in place: when they change, drop the old signature
-- in "Retired" at the end of this file, so no stale overload lingers.
--
-- Refusals a caller words for a member are raised with SQLSTATE 'LT400' and a code as the message
-- (details as JSON); the whole statement rolls back and the service words the reply
-- (ledger/transfer-refusals.ts; ledger/idempotency.ts for a key's claim). Broken invariants are
-- raised with 23514 (check violation) or 42501 (refused).

------------------------------------------------------------------------------------------------
-- Guards: what no code path may do (docs/quality.md I2, I3, I9, I10)
------------------------------------------------------------------------------------------------

-- Puts trigger p_name on p_table as p_definition (a CREATE [CONSTRAINT] TRIGGER statement) unless
-- the table already has exactly that trigger, known by the mark left in the trigger's comment.
-- Replacing a trigger locks its table against writes until the commit: done at every start while
-- other replicas post, it would hold them back and can deadlock with their transactions, so a
-- trigger is replaced only when its definition here has changed (or it is missing). Constraint
-- triggers cannot be replaced in place, so a changed trigger is dropped and created again, in the
-- one transaction of this file: no moment without it.
CREATE OR REPLACE FUNCTION ledger_ensure_trigger(p_table regclass, p_name text, p_definition text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_mark text := 'ledger.sql ' || md5(p_definition);
BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = p_table AND t.tgname = p_name
             AND obj_description(t.oid, 'pg_trigger') = v_mark) THEN
    RETURN;
  END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', p_name, p_table);
  EXECUTE p_definition;
  EXECUTE format('COMMENT ON TRIGGER %I ON %s IS %L', p_name, p_table, v_mark);
END $$;

-- I3: a member account's balance (wallet, pending, owed) is maintained from its entries, in the
-- database, so no code path can move a balance without a journal entry. Entries must match their account's
-- brand and may not touch a closed account (I10).
CREATE OR REPLACE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF acc.kind IN ('wallet', 'pending', 'owed') THEN
    UPDATE accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;

SELECT ledger_ensure_trigger('journal_entries', 'journal_entries_apply', $t$
  CREATE TRIGGER journal_entries_apply AFTER INSERT ON journal_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry()$t$);

-- I3: every journal transaction has at least two entries and sums to zero per brand, checked at
-- commit so a transaction can insert its entries one by one.
CREATE OR REPLACE FUNCTION ledger_assert_balanced(txid bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_entries WHERE tx_id = txid) < 2 THEN
    RAISE EXCEPTION 'ledger: transaction % has fewer than two entries', txid USING ERRCODE = '23514';
  END IF;
  IF EXISTS (SELECT 1 FROM journal_entries WHERE tx_id = txid
             GROUP BY brand_code HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger: transaction % does not balance', txid USING ERRCODE = '23514';
  END IF;
END $$;

CREATE OR REPLACE FUNCTION ledger_check_tx() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.tx_id);
  RETURN NULL;
END $$;

SELECT ledger_ensure_trigger('journal_transactions', 'journal_transactions_balanced', $t$
  CREATE CONSTRAINT TRIGGER journal_transactions_balanced AFTER INSERT ON journal_transactions
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_tx()$t$);

-- Also per entry, so an entry added later to an old transaction cannot unbalance it.
SELECT ledger_ensure_trigger('journal_entries', 'journal_entries_balanced', $t$
  CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry()$t$);

-- I9: the journal is append-only; corrections are reversing transactions. Statement-level, so
-- even an UPDATE or DELETE matching no row is refused, and TRUNCATE too.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
END $$;

SELECT ledger_ensure_trigger('journal_entries', 'journal_entries_append_only', $t$
  CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_entries
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()$t$);

SELECT ledger_ensure_trigger('journal_transactions', 'journal_transactions_append_only', $t$
  CREATE TRIGGER journal_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_transactions
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()$t$);

-- I2/I3: a balance changes only through a journal entry (ledger_apply_entry), never by a direct
-- UPDATE; the CHECK accounts_wallet_nonnegative (db/schema-ledger.ts) keeps wallets at or above zero.
CREATE OR REPLACE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: balances change only through journal entries' USING ERRCODE = '42501';
END $$;

SELECT ledger_ensure_trigger('accounts', 'accounts_balance_guard', $t$
  CREATE TRIGGER accounts_balance_guard BEFORE UPDATE OF balance ON accounts
    FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_balance_guard()$t$);

------------------------------------------------------------------------------------------------
-- Postings and lots (docs/quality.md I3, I7). Callers hold the wallets' locks (id order).
------------------------------------------------------------------------------------------------

-- One journal transaction and its entries; returns its id. p_entries is a JSON array of
-- {brand, account, amount}: account is a wallet's or pending account's id, or the kind of the
-- brand's system account ('issuance', 'breakage', 'exchange'). Balances follow by trigger; the
-- sum per brand is checked at commit (I3) and a wallet that would go below zero fails its CHECK (I2).
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_member uuid, p_ref text, p_memo jsonb, p_entries jsonb, p_now timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_entries) e
             WHERE jsonb_typeof(e->'amount') IS DISTINCT FROM 'number'
                OR (e->>'amount')::numeric <> trunc((e->>'amount')::numeric)
                OR (e->>'amount')::numeric = 0) THEN
    RAISE EXCEPTION 'ledger: entry amounts are non-zero integers' USING ERRCODE = '23514';
  END IF;
  INSERT INTO journal_transactions (kind, member_id, ref, memo, created_at)
  VALUES (p_kind, p_member, p_ref, p_memo, p_now)
  RETURNING id INTO v_tx;
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  SELECT v_tx,
         CASE WHEN jsonb_typeof(e->'account') = 'number' THEN (e->>'account')::bigint
              ELSE (SELECT a.id FROM accounts a WHERE a.brand_code = e->>'brand' AND a.kind = e->>'account')
         END,
         e->>'brand', (e->>'amount')::int, p_now
  FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS x(e, n)
  ORDER BY n;
  RETURN v_tx;
END $$;

-- When points credited at p_from expire: p_months later, the day of month and time carried over
-- (31 January + 1 month is 3 March, or 2 March in a leap year). The one definition of a lot's
-- lifetime; every lot is credited through ledger_add_lot or ledger_transfer, which use it.
CREATE OR REPLACE FUNCTION ledger_lot_expiry(p_from timestamptz, p_months integer)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT ((date_trunc('month', p_from AT TIME ZONE 'UTC') + make_interval(months => p_months))
          + ((p_from AT TIME ZONE 'UTC') - date_trunc('month', p_from AT TIME ZONE 'UTC')))
         AT TIME ZONE 'UTC'
$$;

-- Credits a lot of the journal transaction p_tx to a wallet (docs/architecture.md §4): expiring
-- at p_expires when given (points given back keep the expiry they had), else after the brand's
-- lifetime (brands.point_expiry_months). p_order: the order whose points these are, if any
-- (docs/product.md §4 Cancelled orders).
CREATE OR REPLACE FUNCTION ledger_add_lot(
  p_wallet bigint, p_points integer, p_tx bigint, p_now timestamptz, p_expires timestamptz,
  p_order uuid
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lots (account_id, points, remaining, expires_at, created_at, tx_id, order_id)
  SELECT p_wallet, p_points, p_points,
         coalesce(p_expires, ledger_lot_expiry(p_now, b.point_expiry_months)), p_now, p_tx, p_order
  FROM accounts a JOIN brands b ON b.code = a.brand_code
  WHERE a.id = p_wallet
$$;

-- Pays off what the member owes at the wallet's brand (their owed account, a negative balance:
-- points of cancelled orders already spent or moved) from p_points just credited to the wallet
-- by the journal transaction of an order's earning, before they become spendable
-- (docs/product.md §4 Cancelled orders). Posts a 'settle' transaction moving the part that pays
-- the debt from the wallet to the owed account; returns that part. The caller holds the wallet's
-- lock and credits the rest as a lot.
CREATE OR REPLACE FUNCTION ledger_settle_owed(
  p_wallet bigint, p_points integer, p_ref text, p_memo jsonb, p_now timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_owed record;
  v_part integer;
BEGIN
  SELECT o.id, o.balance, o.brand_code, o.member_id INTO v_owed
  FROM accounts w JOIN accounts o ON o.member_id = w.member_id AND o.brand_code = w.brand_code
    AND o.kind = 'owed'
  WHERE w.id = p_wallet AND o.balance < 0
  FOR UPDATE OF o;
  IF v_owed.id IS NULL OR p_points <= 0 THEN RETURN 0; END IF;
  v_part := least(p_points, -v_owed.balance);
  PERFORM ledger_post('settle', v_owed.member_id, p_ref, p_memo, jsonb_build_array(
    jsonb_build_object('brand', v_owed.brand_code, 'account', p_wallet, 'amount', -v_part),
    jsonb_build_object('brand', v_owed.brand_code, 'account', v_owed.id, 'amount', v_part)), p_now);
  RETURN v_part;
END $$;

-- Takes p_points from the wallet's live lots, soonest-expiring first (ties: oldest lot); says what
-- it took from which lot, in the order taken. A walk in that order that updates each lot by its
-- key and stops once the amount is covered. The lots must cover the amount (the wallet balance is
-- the sum of its live lots once lapsed ones are expired).
CREATE OR REPLACE FUNCTION ledger_take_lots(
  p_wallet bigint, p_points integer, p_now timestamptz
) RETURNS TABLE (o_lot bigint, o_taken integer, o_expires_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_left integer := p_points;
  v_row record;
BEGIN
  FOR v_row IN SELECT l.id, l.remaining, l.expires_at FROM lots l
               WHERE l.account_id = p_wallet AND l.remaining > 0 AND l.expires_at > p_now
               ORDER BY l.expires_at, l.id LOOP
    EXIT WHEN v_left = 0;
    o_lot := v_row.id;
    o_taken := least(v_row.remaining, v_left);
    o_expires_at := v_row.expires_at;
    UPDATE lots SET remaining = remaining - o_taken WHERE id = o_lot;
    v_left := v_left - o_taken;
    RETURN NEXT;
  END LOOP;
  IF v_left <> 0 THEN
    RAISE EXCEPTION 'ledger: lots do not cover the wallet balance';
  END IF;
END $$;

-- I7: moves what is left of the wallet's lapsed lots to breakage, one journal transaction per
-- expiry date (the history dates an expiry by the lots', not by when this ran; memo.expiredAt),
-- ref the lots' ids. Running it again finds nothing left. Returns the points expired. Used by the
-- expiry job (ledger/expiry-job.ts) and by every path that spends or moves a wallet's points, so
-- an expired lot is never spent.
CREATE OR REPLACE FUNCTION ledger_expire_lots(p_wallet bigint, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_acc record;
  v_row record;
  v_points integer := 0;
BEGIN
  SELECT brand_code, member_id INTO v_acc FROM accounts WHERE id = p_wallet;
  FOR v_row IN
    WITH expired AS (
      UPDATE lots l SET remaining = 0, expired = l.expired + old.remaining
      FROM (SELECT id, remaining FROM lots
            WHERE account_id = p_wallet AND remaining > 0 AND expires_at <= p_now
            FOR UPDATE) old
      WHERE l.id = old.id
      RETURNING l.id, l.expires_at, old.remaining AS left_over)
    SELECT expires_at, sum(left_over)::int AS points, count(*)::int AS lots,
           string_agg(id::text, ',' ORDER BY id) AS ids
    FROM expired GROUP BY expires_at ORDER BY expires_at
  LOOP
    PERFORM ledger_post('expiry', v_acc.member_id, v_row.ids,
      jsonb_build_object('brand', v_acc.brand_code, 'lots', v_row.lots,
        'expiredAt', to_char(v_row.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      jsonb_build_array(
        jsonb_build_object('brand', v_acc.brand_code, 'account', p_wallet, 'amount', -v_row.points),
        jsonb_build_object('brand', v_acc.brand_code, 'account', 'breakage', 'amount', v_row.points)),
      p_now);
    v_points := v_points + v_row.points;
  END LOOP;
  RETURN v_points;
END $$;

------------------------------------------------------------------------------------------------
-- What a member may spend and earn; earning (docs/product.md §5)
------------------------------------------------------------------------------------------------

-- What a member's wallet at a brand can spend now: its lots not yet expired (the wallet balance
-- once lapsed lots are expired, I7). Points pending on orders in progress are not among them.
CREATE OR REPLACE FUNCTION ledger_spendable(p_member uuid, p_brand text, p_now timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(l.remaining), 0)::int FROM lots l JOIN accounts a ON a.id = l.account_id
  WHERE a.member_id = p_member AND a.brand_code = p_brand AND a.kind = 'wallet'
    AND l.remaining > 0 AND l.expires_at > p_now
$$;

-- What a member may still earn at a brand on the local day p_day: the brand's daily earning
-- limit less what the member's wallet earned that day (daily_earnings: orders and transfers in,
-- not bonuses), never below zero. Orders (ledger_earn) and transfers (ledger_transfer_check,
-- ledger_transfer_room) are held to it alike.
CREATE OR REPLACE FUNCTION ledger_day_room(p_member uuid, p_brand text, p_day date)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT greatest(0, b.daily_earning_limit - coalesce((SELECT d.points FROM accounts a
      JOIN daily_earnings d ON d.account_id = a.id AND d.local_day = p_day
      WHERE a.member_id = p_member AND a.brand_code = p_brand AND a.kind = 'wallet'), 0))
  FROM brands b WHERE b.code = p_brand
$$;

-- An order's earning (ledger/orders.ts): p_points asked, capped by the brand's per-order cap and
-- what is left of its daily earning limit on the member's local day p_day (daily_earnings, I6).
-- Earned into the pending account when given (an order in progress: counted today, spendable once
-- completed), else into the wallet as a lot. Returns the points earned and the journal
-- transaction (null when nothing was earned). What the member owes at the brand is paid off
-- first (ledger_settle_owed); the rest becomes the order's lot. The caller holds the wallet's
-- (and pending account's) lock and has expired the wallet's lapsed lots.
CREATE OR REPLACE FUNCTION ledger_earn(
  p_wallet bigint, p_pending bigint, p_points integer, p_day date, p_ref text, p_memo jsonb,
  p_now timestamptz, p_order uuid
) RETURNS TABLE (o_points integer, o_tx bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_acc record;
  v_settled integer;
BEGIN
  SELECT a.brand_code, a.member_id, b.earn_per_order INTO v_acc
  FROM accounts a JOIN brands b ON b.code = a.brand_code WHERE a.id = p_wallet;
  o_points := least(p_points, v_acc.earn_per_order,
                    ledger_day_room(v_acc.member_id, v_acc.brand_code, p_day));
  IF o_points > 0 THEN
    o_tx := ledger_post('earn', v_acc.member_id, p_ref, p_memo, jsonb_build_array(
      jsonb_build_object('brand', v_acc.brand_code, 'account', 'issuance', 'amount', -o_points),
      jsonb_build_object('brand', v_acc.brand_code, 'account', coalesce(p_pending, p_wallet),
                         'amount', o_points)), p_now);
    IF p_pending IS NULL THEN
      v_settled := ledger_settle_owed(p_wallet, o_points, p_ref, p_memo, p_now);
      IF o_points > v_settled THEN
        PERFORM ledger_add_lot(p_wallet, o_points - v_settled, o_tx, p_now, NULL, p_order);
      END IF;
    END IF;
    INSERT INTO daily_earnings (account_id, local_day, points) VALUES (p_wallet, p_day, o_points)
    ON CONFLICT (account_id, local_day) DO UPDATE SET points = daily_earnings.points + excluded.points;
  ELSE
    o_points := 0;
  END IF;
  RETURN NEXT;
END $$;

------------------------------------------------------------------------------------------------
-- Idempotency keys (docs/quality.md I4)
------------------------------------------------------------------------------------------------

-- Claims an idempotency key for a call of a member (p_scope), inside the caller's transaction: the
-- one claim of every points-moving call, ledger_transfer's and those of ledger/idempotency.ts
-- (claimKey). o_claimed: the key was free and is now this request's; the caller goes on and saves
-- its reply (idempotency_save) before it commits. Otherwise o_reply is the reply the first request
-- saved, to answer again. A concurrent request with the same key waits here, on the primary key,
-- until the first commits (then replays its reply) or rolls back (then claims the key itself). The
-- key already used for another call or another request (p_hash) raises 'idempotency_mismatch'.
CREATE OR REPLACE FUNCTION idempotency_claim(
  p_scope text, p_key text, p_call text, p_hash text, p_now timestamptz,
  OUT o_claimed boolean, OUT o_reply jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  v_first record;
BEGIN
  INSERT INTO idempotency_keys (scope, key, call, request_hash, created_at)
  VALUES (p_scope, p_key, p_call, p_hash, p_now)
  ON CONFLICT DO NOTHING;
  o_claimed := FOUND;
  IF o_claimed THEN RETURN; END IF;
  SELECT call, request_hash, response INTO v_first FROM idempotency_keys
  WHERE scope = p_scope AND key = p_key;
  IF NOT FOUND OR v_first.call <> p_call OR v_first.request_hash <> p_hash THEN
    RAISE EXCEPTION 'idempotency_mismatch' USING ERRCODE = 'LT400';
  END IF;
  o_reply := v_first.response;
END $$;

-- The reply of the request that claimed the key (idempotency_claim), saved in its transaction:
-- what a replay of the key answers once that commits.
CREATE OR REPLACE FUNCTION idempotency_save(p_scope text, p_key text, p_reply jsonb)
RETURNS void LANGUAGE sql AS $$
  UPDATE idempotency_keys SET response = p_reply WHERE scope = p_scope AND key = p_key
$$;

------------------------------------------------------------------------------------------------
-- Brand-to-brand transfers (docs/quality.md I4–I6 and §3)
------------------------------------------------------------------------------------------------

-- The one rule of a transfer: whether it may happen. The brands, the membership, the rate, the
-- minimum, a non-zero result, the balance, the target's per-transfer cap and its daily limit in
-- the member's local day (docs/product.md §5). The quote, the transfers the app proposes for a
-- reward (ledger/transfer.ts) and ledger_transfer all ask it, so no step promises what another
-- refuses. Refusals are 'LT400' with a code as the message, in this order.
CREATE OR REPLACE FUNCTION ledger_transfer_check(
  p_member uuid, p_src text, p_dst text, p_points integer, p_minimum integer, p_day date,
  p_now timestamptz
) RETURNS TABLE (o_receive integer, o_n integer, o_d integer, o_months integer)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_b text;
  v_joined boolean;
  v_name text;
  v_limit integer;
  v_per_order integer;
  v_receive bigint;
BEGIN
  IF p_src = p_dst THEN RAISE EXCEPTION 'same_brand' USING ERRCODE = 'LT400'; END IF;
  FOREACH v_b IN ARRAY ARRAY[p_src, p_dst] LOOP
    SELECT EXISTS (SELECT 1 FROM brand_memberships bm WHERE bm.member_id = p_member
                   AND bm.brand_code = b.code AND bm.status = 'active')
    INTO v_joined FROM brands b WHERE b.code = v_b AND b.active;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unknown_brand' USING ERRCODE = 'LT400',
        DETAIL = json_build_object('field', CASE WHEN v_b = p_src THEN 'sourceBrand' ELSE 'targetBrand' END)::text;
    END IF;
    IF NOT v_joined THEN
      RAISE EXCEPTION 'not_member' USING ERRCODE = 'LT400', DETAIL = json_build_object('brand', v_b)::text;
    END IF;
  END LOOP;
  SELECT r.numerator, r.denominator, b.name_en, b.daily_earning_limit, b.earn_per_order,
         b.point_expiry_months
  INTO o_n, o_d, v_name, v_limit, v_per_order, o_months
  FROM brands b LEFT JOIN exchange_rates r ON r.from_brand = p_src AND r.to_brand = p_dst
  WHERE b.code = p_dst;
  IF o_n IS NULL THEN RAISE EXCEPTION 'no_rate' USING ERRCODE = 'LT400'; END IF;

  -- The price: rounded down, so the programme never mints points (I5).
  IF p_points < p_minimum THEN RAISE EXCEPTION 'below_minimum' USING ERRCODE = 'LT400'; END IF;
  v_receive := (p_points::bigint * o_n) / o_d;
  IF v_receive < 1 THEN RAISE EXCEPTION 'zero_receive' USING ERRCODE = 'LT400'; END IF;
  o_receive := v_receive;

  IF ledger_spendable(p_member, p_src, p_now) < p_points THEN
    RAISE EXCEPTION 'insufficient_points' USING ERRCODE = 'LT400';
  END IF;
  IF v_receive > v_per_order THEN
    RAISE EXCEPTION 'earn_per_order_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('perOrder', v_per_order, 'name', v_name)::text;
  END IF;
  IF v_receive > ledger_day_room(p_member, p_dst, p_day) THEN
    RAISE EXCEPTION 'daily_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('limit', v_limit, 'name', v_name)::text;
  END IF;
  RETURN NEXT;
END $$;

-- What a member could move from one brand to another now, without refusing anything: the rate,
-- the spendable balance, the target's per-transfer cap and what is left of its daily limit. The
-- quote shows what is left of the limit; the transfers proposed for a reward are built from these
-- and each confirmed by ledger_transfer_check.
CREATE OR REPLACE FUNCTION ledger_transfer_room(
  p_member uuid, p_src text, p_dst text, p_day date, p_now timestamptz
) RETURNS TABLE (o_n integer, o_d integer, o_balance integer, o_per_order integer, o_limit_left integer)
LANGUAGE sql STABLE AS $$
  SELECT r.numerator, r.denominator, ledger_spendable(p_member, p_src, p_now), b.earn_per_order,
         ledger_day_room(p_member, p_dst, p_day)
  FROM brands b JOIN exchange_rates r ON r.from_brand = p_src AND r.to_brand = p_dst
  WHERE b.code = p_dst
$$;

-- A brand-to-brand transfer in one statement: session, idempotency key, wallet locks, limits,
-- expiry of lapsed lots and the posting run inside the database, so a hot member's wallet locks
-- are held for no network round trip (docs/quality.md §3).
--
-- Arguments: either p_token (sha256 of a bearer access token; the live session names the member)
-- or p_member; the idle cut-off for sessions; the idempotency key and request hash; the request;
-- the programme's minimum; the instant; the member's local day in each country (docs/product.md §5).
-- Reply: {transferId, send, receive, rate: {numerator, denominator}}, also saved as the
-- idempotency key's reply (idempotency_save).
--
-- 1. ledger_transfer_check decides, before the locks (a refusal there costs no lock) and again
--    under them, where the balance and today's earnings can no longer change.
-- 2. Less work under the member's wallet locks: everything no balance decides (the journal
--    transaction with its two exchange-account entries, the transfer row, the idempotency reply)
--    is written before them; a refusal later still rolls all of it back. The brand checks need no
--    lock: memberships are only ever added, and a wallet closes only when the account is deleted,
--    which waits on the member row this transfer holds for share.
-- 3. The member's transfers queue on one advisory lock before the wallet locks: the next in line
--    is woken once and finds the wallets free, instead of every waiter retrying the wallet rows.
-- 4. Points keep their expiry: each part taken from a source lot is received as a target lot that
--    expires with it, or at the target brand's lifetime from the transfer if that comes first.
--    A round trip A→B→A therefore never makes points last longer. The parts are converted with
--    cumulative rounding down, so they add up to the one `receive` of the rate (I5).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_token text, p_member uuid, p_idle_cutoff timestamptz,
  p_key text, p_hash text, p_src text, p_dst text, p_points integer, p_minimum integer,
  p_now timestamptz, p_day_uae date, p_day_ksa date
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member uuid;
  v_session uuid;
  v_touch boolean;
  v_country text;
  v_day date;
  v_reply jsonb;
  v_claim record;
  v_check record;
  v_src_id bigint;
  v_dst_id bigint;
  v_receive integer;
  v_transfer uuid;
  v_tx bigint;
  v_until timestamptz;
  v_sent bigint;
  v_given bigint;
  v_part bigint;
  v_row record;
  v_wallets integer;
BEGIN
  -- Who: the live session's member (ledger_live_session, domain/sessions.sql), or the member
  -- given. The member row is locked for share before anything else is written: an account
  -- deletion (which locks it for update, then ends the sessions) waits for this transfer, and this
  -- transfer never starts on a deleted member (docs/quality.md §2 item 19).
  IF p_token IS NOT NULL THEN
    SELECT o_session, o_member, o_touch INTO v_session, v_member, v_touch
    FROM ledger_live_session(p_token, p_idle_cutoff, p_now);
    IF v_member IS NULL THEN RAISE EXCEPTION 'session_invalid' USING ERRCODE = 'LT400'; END IF;
  ELSE
    v_member := p_member;
  END IF;
  SELECT id, country INTO v_member, v_country FROM members
  WHERE id = v_member AND deleted_at IS NULL FOR SHARE;
  IF v_member IS NULL THEN RAISE EXCEPTION 'session_invalid' USING ERRCODE = 'LT400'; END IF;
  IF v_touch THEN
    PERFORM ledger_touch_session(v_session, p_now);
  END IF;
  v_day := CASE WHEN v_country = 'KSA' THEN p_day_ksa ELSE p_day_uae END;

  -- I4: claim the key (idempotency_claim); a concurrent request with the same key waits there
  -- until the first commits, then answers its reply.
  SELECT o_claimed, o_reply INTO v_claim
  FROM idempotency_claim(v_member::text, p_key, 'transfer-points', p_hash, p_now);
  IF NOT v_claim.o_claimed THEN RETURN v_claim.o_reply; END IF;

  SELECT * INTO v_check FROM ledger_transfer_check(v_member, p_src, p_dst, p_points, p_minimum, v_day, p_now);
  v_receive := v_check.o_receive;

  SELECT count(*) INTO v_wallets FROM accounts
  WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst);
  IF v_wallets < 2 THEN
    INSERT INTO accounts (brand_code, kind, member_id, created_at)
    VALUES (p_src, 'wallet', v_member, p_now), (p_dst, 'wallet', v_member, p_now)
    ON CONFLICT (member_id, brand_code) WHERE kind = 'wallet' DO NOTHING;
  END IF;

  -- What no balance decides, before the locks: the journal transaction with its exchange-account
  -- entries (I3 is checked at commit, with the wallet entries below), the transfer, the reply.
  v_transfer := gen_random_uuid();
  v_reply := jsonb_build_object('transferId', v_transfer::text, 'send', p_points,
    'receive', v_receive,
    'rate', jsonb_build_object('numerator', v_check.o_n, 'denominator', v_check.o_d));
  v_until := ledger_lot_expiry(p_now, v_check.o_months);
  INSERT INTO journal_transactions (kind, member_id, ref, memo, created_at)
  VALUES ('transfer', v_member, v_transfer::text,
          jsonb_build_object('sourceBrand', p_src, 'targetBrand', p_dst, 'send', p_points,
                             'receive', v_receive, 'rate', v_check.o_n || ':' || v_check.o_d),
          p_now)
  RETURNING id INTO v_tx;
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  VALUES (v_tx, (SELECT id FROM accounts WHERE brand_code = p_src AND kind = 'exchange'), p_src, p_points, p_now),
         (v_tx, (SELECT id FROM accounts WHERE brand_code = p_dst AND kind = 'exchange'), p_dst, -v_receive, p_now);
  INSERT INTO transfers (id, member_id, source_brand, target_brand, send, receive,
    rate_numerator, rate_denominator, tx_id, created_at)
  VALUES (v_transfer, v_member, p_src, p_dst, p_points, v_receive, v_check.o_n, v_check.o_d, v_tx, p_now);
  PERFORM idempotency_save(v_member::text, p_key, v_reply);

  -- The member's transfers in line (key: this function's class, the member), then the wallets,
  -- locked in id order (the one order every path uses).
  PERFORM pg_advisory_xact_lock(hashtext('ledger_transfer'), hashtext(v_member::text));
  FOR v_row IN SELECT id, brand_code FROM accounts
               WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst)
               ORDER BY id FOR UPDATE LOOP
    IF v_row.brand_code = p_src THEN v_src_id := v_row.id; ELSE v_dst_id := v_row.id; END IF;
  END LOOP;

  -- Under the locks: both wallets' lapsed lots expired, so an expired lot is never spent (I7).
  PERFORM ledger_expire_lots(v_src_id, p_now);
  PERFORM ledger_expire_lots(v_dst_id, p_now);

  -- The rule again, where the balance and today's earnings hold still.
  PERFORM ledger_transfer_check(v_member, p_src, p_dst, p_points, p_minimum, v_day, p_now);

  -- The wallets' entries (balances follow by trigger), today's earnings, and the lots: each part
  -- taken (ledger_take_lots) is received with its own expiry.
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  VALUES (v_tx, v_src_id, p_src, -p_points, p_now), (v_tx, v_dst_id, p_dst, v_receive, p_now);
  v_sent := 0;
  v_given := 0;
  FOR v_row IN SELECT o_taken, o_expires_at FROM ledger_take_lots(v_src_id, p_points, p_now)
               ORDER BY o_expires_at, o_lot LOOP
    v_sent := v_sent + v_row.o_taken;
    v_part := (v_sent * v_check.o_n) / v_check.o_d - v_given;
    IF v_part > 0 THEN
      PERFORM ledger_add_lot(v_dst_id, v_part::int, v_tx, p_now, least(v_row.o_expires_at, v_until), NULL);
      v_given := v_given + v_part;
    END IF;
  END LOOP;
  IF v_given <> v_receive THEN
    RAISE EXCEPTION 'ledger: lots do not cover the wallet balance';
  END IF;
  INSERT INTO daily_earnings (account_id, local_day, points) VALUES (v_dst_id, v_day, v_receive)
  ON CONFLICT (account_id, local_day) DO UPDATE SET points = daily_earnings.points + excluded.points;
  RETURN v_reply;
END $$;

------------------------------------------------------------------------------------------------
-- Retired: functions no longer defined above, dropped by signature if a database still has them.
------------------------------------------------------------------------------------------------

-- The brand checks of the first transfer (migration 0005), now inside ledger_transfer_check.
DROP FUNCTION IF EXISTS ledger_transfer_target(uuid, text, text);
-- Before lots knew their order (docs/product.md §4 Cancelled orders).
DROP FUNCTION IF EXISTS ledger_add_lot(bigint, integer, bigint, timestamptz, timestamptz);
DROP FUNCTION IF EXISTS ledger_earn(bigint, bigint, integer, date, text, jsonb, timestamptz);
DROP FUNCTION IF EXISTS ledger_take_lots(bigint, integer, timestamptz, bigint);
