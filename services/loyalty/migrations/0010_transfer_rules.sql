-- One rule for every brand-to-brand transfer, and points that keep their expiry. Written by hand;
-- the transfer's current definition lives here (it replaces ledger_transfer of 0007 and the
-- brand checks of 0005).
--
-- ledger_transfer_check decides whether a transfer may happen: the brands, the membership, the
-- rate, the minimum, a non-zero result, the balance, the target's per-transfer cap and its daily
-- limit in the member's local day (SPEC §5). The quote, the transfer and the transfers the app
-- proposes for a reward (services/loyalty/ledger/transfer.ts) all ask it, so no step promises
-- what another refuses. Refusals are SQLSTATE 'LT400' with a code as the message, in this order.
CREATE FUNCTION ledger_transfer_check(
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
  v_balance integer;
  v_earned integer;
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

  -- What the source wallet can spend: its lots not yet expired (the wallet balance once lapsed
  -- lots are expired, I7). Points pending on orders in progress are not among them.
  SELECT coalesce(sum(l.remaining), 0) INTO v_balance
  FROM lots l JOIN accounts a ON a.id = l.account_id
  WHERE a.member_id = p_member AND a.brand_code = p_src AND a.kind = 'wallet'
    AND l.remaining > 0 AND l.expires_at > p_now;
  IF v_balance < p_points THEN RAISE EXCEPTION 'insufficient_points' USING ERRCODE = 'LT400'; END IF;
  IF v_receive > v_per_order THEN
    RAISE EXCEPTION 'earn_per_order_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('perOrder', v_per_order, 'name', v_name)::text;
  END IF;
  SELECT coalesce((SELECT d.points FROM accounts a
                   JOIN daily_earnings d ON d.account_id = a.id AND d.local_day = p_day
                   WHERE a.member_id = p_member AND a.brand_code = p_dst AND a.kind = 'wallet'), 0)
  INTO v_earned;
  IF v_earned + v_receive > v_limit THEN
    RAISE EXCEPTION 'daily_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('limit', v_limit, 'name', v_name)::text;
  END IF;
  RETURN NEXT;
END $$;
--> statement-breakpoint

-- What a member could move from one brand to another now, without refusing anything: the rate,
-- the spendable balance, the target's per-transfer cap and what is left of its daily limit. The
-- service builds the transfers it proposes from these and has ledger_transfer_check confirm each.
CREATE FUNCTION ledger_transfer_room(
  p_member uuid, p_src text, p_dst text, p_day date, p_now timestamptz
) RETURNS TABLE (o_n integer, o_d integer, o_balance integer, o_per_order integer, o_limit_left integer)
LANGUAGE sql STABLE AS $$
  SELECT r.numerator, r.denominator,
    (SELECT coalesce(sum(l.remaining), 0)::int FROM lots l JOIN accounts a ON a.id = l.account_id
     WHERE a.member_id = p_member AND a.brand_code = p_src AND a.kind = 'wallet'
       AND l.remaining > 0 AND l.expires_at > p_now),
    b.earn_per_order,
    greatest(0, b.daily_earning_limit - coalesce((SELECT d.points FROM accounts a
      JOIN daily_earnings d ON d.account_id = a.id AND d.local_day = p_day
      WHERE a.member_id = p_member AND a.brand_code = p_dst AND a.kind = 'wallet'), 0))
  FROM brands b JOIN exchange_rates r ON r.from_brand = p_src AND r.to_brand = p_dst
  WHERE b.code = p_dst
$$;
--> statement-breakpoint

-- The transfer (arguments and reply as 0005 and 0007). What changed:
-- 1. ledger_transfer_check decides, before the locks (a refusal there costs no lock) and again
--    under them, where the balance and today's earnings can no longer change.
-- 2. Points keep their expiry: each part taken from a source lot is received as a target lot that
--    expires with it, or at the target brand's lifetime from the transfer if that comes first.
--    A round trip A→B→A therefore never makes points last longer. The parts are converted with
--    cumulative rounding down, so they add up to the one `receive` of the rate (I5).
DROP FUNCTION ledger_transfer(text, uuid, timestamptz, text, text, text, text, integer, integer,
                              timestamptz, date, date);
--> statement-breakpoint
DROP FUNCTION ledger_transfer_target(uuid, text, text);
--> statement-breakpoint
CREATE FUNCTION ledger_transfer(
  p_token text, p_member uuid, p_idle_cutoff timestamptz,
  p_key text, p_hash text, p_src text, p_dst text, p_points integer, p_minimum integer,
  p_now timestamptz, p_day_uae date, p_day_ksa date
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member uuid;
  v_session uuid;
  v_seen timestamptz;
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
  v_left integer;
  v_take integer;
  v_sent bigint;
  v_given bigint;
  v_part bigint;
  v_row record;
  v_wallets integer;
BEGIN
  -- Who: a live session of a live member (as authenticateAccessToken in domain/sessions.ts), or
  -- the member given. The member row is locked for share: an account deletion waits.
  IF p_token IS NOT NULL THEN
    SELECT s.id, s.member_id, s.last_seen_at, m.country INTO v_session, v_member, v_seen, v_country
    FROM auth_tokens t
    JOIN sessions s ON s.id = t.session_id
    JOIN members m ON m.id = s.member_id
    WHERE t.token_hash = p_token AND t.kind = 'access' AND t.expires_at > p_now
      AND s.revoked_at IS NULL AND s.absolute_expires_at > p_now
      AND s.last_seen_at > p_idle_cutoff AND m.deleted_at IS NULL
    FOR SHARE OF m;
    IF v_member IS NULL THEN RAISE EXCEPTION 'session_invalid' USING ERRCODE = 'LT400'; END IF;
    IF p_now - v_seen > interval '60 seconds' THEN
      UPDATE sessions SET last_seen_at = p_now WHERE id = v_session;
    END IF;
  ELSE
    SELECT id, country INTO v_member, v_country FROM members
    WHERE id = p_member AND deleted_at IS NULL FOR SHARE;
    IF v_member IS NULL THEN RAISE EXCEPTION 'session_invalid' USING ERRCODE = 'LT400'; END IF;
  END IF;
  v_day := CASE WHEN v_country = 'KSA' THEN p_day_ksa ELSE p_day_uae END;

  -- I4: claim the key; a concurrent request with the same key waits here until the first commits.
  INSERT INTO idempotency_keys (scope, key, call, request_hash, created_at)
  VALUES (v_member::text, p_key, 'transfer-points', p_hash, p_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT call, request_hash, response INTO v_claim FROM idempotency_keys
    WHERE scope = v_member::text AND key = p_key;
    IF v_claim IS NULL OR v_claim.call <> 'transfer-points' OR v_claim.request_hash <> p_hash THEN
      RAISE EXCEPTION 'idempotency_mismatch' USING ERRCODE = 'LT400';
    END IF;
    RETURN v_claim.response;
  END IF;

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
    'receive', v_receive, 'rate', v_check.o_n::float8 / v_check.o_d);
  -- The target's lifetime from now, month arithmetic as JavaScript's setUTCMonth (ledger/lots.ts
  -- lotExpiry): the day of month carries over.
  v_until := ((date_trunc('month', p_now AT TIME ZONE 'UTC') + make_interval(months => v_check.o_months))
              + ((p_now AT TIME ZONE 'UTC') - date_trunc('month', p_now AT TIME ZONE 'UTC')))
             AT TIME ZONE 'UTC';
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
  UPDATE idempotency_keys SET response = v_reply WHERE scope = v_member::text AND key = p_key;

  -- The member's transfers in line, then the wallets, locked in id order (the one order).
  PERFORM pg_advisory_xact_lock(hashtext('ledger_transfer'), hashtext(v_member::text));
  FOR v_row IN SELECT id, brand_code FROM accounts
               WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst)
               ORDER BY id FOR UPDATE LOOP
    IF v_row.brand_code = p_src THEN v_src_id := v_row.id; ELSE v_dst_id := v_row.id; END IF;
  END LOOP;

  -- Under the locks: both wallets' lapsed lots expired, so an expired lot is never spent (I7), one
  -- journal transaction per wallet and expiry date (the history dates it by the lots' expiry).
  FOR v_row IN
    WITH expired AS (
      UPDATE lots l SET remaining = 0
      FROM (SELECT id, remaining FROM lots
            WHERE account_id IN (v_src_id, v_dst_id) AND remaining > 0 AND expires_at <= p_now
            FOR UPDATE) old
      WHERE l.id = old.id
      RETURNING l.account_id, l.expires_at, old.remaining AS left_over)
    SELECT e.account_id, a.brand_code, e.expires_at, sum(e.left_over)::int AS points
    FROM expired e JOIN accounts a ON a.id = e.account_id
    GROUP BY e.account_id, a.brand_code, e.expires_at
  LOOP
    WITH t AS (
      INSERT INTO journal_transactions (kind, member_id, ref, memo, created_at)
      VALUES ('expiry', v_member, NULL,
              jsonb_build_object('brand', v_row.brand_code, 'expiredAt', v_row.expires_at), p_now)
      RETURNING id)
    INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
    SELECT t.id, v.account_id, v_row.brand_code, v.amount, p_now FROM t, (VALUES
      (v_row.account_id, -v_row.points),
      ((SELECT id FROM accounts WHERE brand_code = v_row.brand_code AND kind = 'breakage'), v_row.points))
      AS v(account_id, amount);
  END LOOP;

  -- The rule again, where the balance and today's earnings hold still.
  PERFORM ledger_transfer_check(v_member, p_src, p_dst, p_points, p_minimum, v_day, p_now);

  -- The wallets' entries (balances follow by trigger), today's earnings, and the lots: each part
  -- taken (soonest-expiring first, ties: oldest lot) is received with its own expiry.
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  VALUES (v_tx, v_src_id, p_src, -p_points, p_now), (v_tx, v_dst_id, p_dst, v_receive, p_now);
  v_left := p_points;
  v_sent := 0;
  v_given := 0;
  FOR v_row IN SELECT id, remaining, expires_at FROM lots
               WHERE account_id = v_src_id AND remaining > 0 AND expires_at > p_now
               ORDER BY expires_at, id LOOP
    v_take := least(v_row.remaining, v_left);
    UPDATE lots SET remaining = remaining - v_take WHERE id = v_row.id;
    v_left := v_left - v_take;
    v_sent := v_sent + v_take;
    v_part := (v_sent * v_check.o_n) / v_check.o_d - v_given;
    IF v_part > 0 THEN
      INSERT INTO lots (account_id, points, remaining, expires_at, created_at, tx_id)
      VALUES (v_dst_id, v_part, v_part, least(v_row.expires_at, v_until), p_now, v_tx);
      v_given := v_given + v_part;
    END IF;
    EXIT WHEN v_left = 0;
  END LOOP;
  IF v_left <> 0 OR v_given <> v_receive THEN
    RAISE EXCEPTION 'ledger: lots do not cover the wallet balance';
  END IF;
  INSERT INTO daily_earnings (account_id, local_day, points) VALUES (v_dst_id, v_day, v_receive)
  ON CONFLICT (account_id, local_day) DO UPDATE SET points = daily_earnings.points + excluded.points;
  RETURN v_reply;
END $$;
--> statement-breakpoint

-- Every brand pair must have a legal transfer (services/loyalty/ledger/brand-rules.ts checks
-- this at start): from any brand, the minimum transfer of 50 points converts to at most 125
-- Hardee's or 200 Peet's Coffee points, above their former per-transfer caps of 80 and 60.
UPDATE brands SET earn_per_order = 150, daily_earning_limit = greatest(daily_earning_limit, 600)
WHERE code = 'HRD' AND earn_per_order < 150;
--> statement-breakpoint
UPDATE brands SET earn_per_order = 200, daily_earning_limit = greatest(daily_earning_limit, 600)
WHERE code = 'Peet' AND earn_per_order < 200;
