-- A brand-to-brand transfer in one call (DESIGN §4, QUALITY I4–I6 and §3). Written by hand.
--
-- The service used to send eight statements per transfer (session, begin, key, member, wallet
-- locks, limits, posting, commit), holding a member's wallet locks across four network round
-- trips. Here the same steps run inside the database in one statement: the locks are held only
-- while the rows are written, and a hot wallet is no longer bounded by round trips.
--
-- Refusals are raised with SQLSTATE 'LT400' and a code as the message (details as JSON), so the
-- whole statement rolls back (nothing claimed, nothing moved) and the service words the reply
-- (services/loyalty/ledger/transfer.ts).
--
-- Arguments: either p_token (sha256 of a bearer access token; the live session names the member)
-- or p_member; the idle cut-off for sessions; the idempotency key and request hash; the request;
-- the programme's minimum; the instant; the member's local day in each country (SPEC §5).
-- The checks of a transfer's brands (as ledger/transfer.ts `context`): both active, both joined
-- (source first), a rate between them; returns the target's rules and the rate.
CREATE FUNCTION ledger_transfer_target(p_member uuid, p_src text, p_dst text)
RETURNS TABLE (o_n integer, o_d integer, o_name text, o_limit integer, o_per_order integer,
               o_months integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_b text;
  v_joined boolean;
BEGIN
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
  INTO o_n, o_d, o_name, o_limit, o_per_order, o_months
  FROM brands b LEFT JOIN exchange_rates r ON r.from_brand = p_src AND r.to_brand = p_dst
  WHERE b.code = p_dst;
  IF o_n IS NULL THEN RAISE EXCEPTION 'no_rate' USING ERRCODE = 'LT400'; END IF;
  RETURN NEXT;
END $$;
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
  v_src_id bigint;
  v_dst_id bigint;
  v_src_balance integer;
  v_n integer;
  v_d integer;
  v_name text;
  v_limit integer;
  v_per_order integer;
  v_months integer;
  v_earned integer;
  v_src_expired integer;
  v_dst_expired integer;
  v_receive bigint;
  v_transfer uuid;
  v_tx bigint;
  v_expires timestamptz;
  v_taken integer;
  v_b text;
  v_row record;
  v_wallets integer;
BEGIN
  -- Who: a live session of a live member (as authenticateAccessToken), or the member given. The
  -- member row is locked for share: an account deletion waits for this transfer (QUALITY §2.19).
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
    -- Idle tracking needs only minute precision.
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
  IF p_src = p_dst THEN RAISE EXCEPTION 'same_brand' USING ERRCODE = 'LT400'; END IF;

  -- Both brands known, joined, with a rate: checked before a first transfer opens a wallet, and
  -- under the wallet locks.
  SELECT count(*) INTO v_wallets FROM accounts
  WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst);
  IF v_wallets < 2 THEN
    PERFORM ledger_transfer_target(v_member, p_src, p_dst);
    INSERT INTO accounts (brand_code, kind, member_id, created_at)
    VALUES (p_src, 'wallet', v_member, p_now), (p_dst, 'wallet', v_member, p_now)
    ON CONFLICT (member_id, brand_code) WHERE kind = 'wallet' DO NOTHING;
  END IF;

  -- The wallets, locked in id order (the one order every path uses).
  FOR v_row IN SELECT id, brand_code, balance FROM accounts
               WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst)
               ORDER BY id FOR UPDATE LOOP
    IF v_row.brand_code = p_src THEN
      v_src_id := v_row.id; v_src_balance := v_row.balance;
    ELSE
      v_dst_id := v_row.id;
    END IF;
  END LOOP;
  SELECT o_n, o_d, o_name, o_limit, o_per_order, o_months
  INTO v_n, v_d, v_name, v_limit, v_per_order, v_months
  FROM ledger_transfer_target(v_member, p_src, p_dst);

  -- Under the locks: today's earnings in the target (I6), and both wallets' lapsed lots expired
  -- so an expired lot is never spent (I7).
  SELECT coalesce((SELECT points FROM daily_earnings WHERE account_id = v_dst_id AND local_day = v_day), 0)
  INTO v_earned;
  WITH expired AS (
    UPDATE lots l SET remaining = 0
    FROM (SELECT id, remaining FROM lots
          WHERE account_id IN (v_src_id, v_dst_id) AND remaining > 0 AND expires_at <= p_now
          FOR UPDATE) old
    WHERE l.id = old.id
    RETURNING l.account_id, old.remaining AS left_over)
  SELECT coalesce(sum(left_over) FILTER (WHERE account_id = v_src_id), 0),
         coalesce(sum(left_over) FILTER (WHERE account_id = v_dst_id), 0)
  INTO v_src_expired, v_dst_expired FROM expired;

  -- The price: rounded down, so the programme never mints points (I5).
  IF p_points < p_minimum THEN RAISE EXCEPTION 'below_minimum' USING ERRCODE = 'LT400'; END IF;
  v_receive := (p_points::bigint * v_n) / v_d;
  IF v_receive < 1 THEN RAISE EXCEPTION 'zero_receive' USING ERRCODE = 'LT400'; END IF;

  FOREACH v_b IN ARRAY ARRAY[p_src, p_dst] LOOP
    IF (CASE WHEN v_b = p_src THEN v_src_expired ELSE v_dst_expired END) > 0 THEN
      WITH t AS (
        INSERT INTO journal_transactions (kind, member_id, ref, memo, created_at)
        VALUES ('expiry', v_member, NULL, jsonb_build_object('brand', v_b), p_now) RETURNING id)
      INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
      SELECT t.id, v.account_id, v_b, v.amount, p_now FROM t, (VALUES
        (CASE WHEN v_b = p_src THEN v_src_id ELSE v_dst_id END,
         -(CASE WHEN v_b = p_src THEN v_src_expired ELSE v_dst_expired END)),
        ((SELECT id FROM accounts WHERE brand_code = v_b AND kind = 'breakage'),
         (CASE WHEN v_b = p_src THEN v_src_expired ELSE v_dst_expired END))) AS v(account_id, amount);
    END IF;
  END LOOP;

  IF v_src_balance - v_src_expired < p_points THEN
    RAISE EXCEPTION 'insufficient_points' USING ERRCODE = 'LT400';
  END IF;
  IF v_receive > v_per_order THEN
    RAISE EXCEPTION 'earn_per_order_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('perOrder', v_per_order, 'name', v_name)::text;
  END IF;
  IF v_earned + v_receive > v_limit THEN
    RAISE EXCEPTION 'daily_limit' USING ERRCODE = 'LT400',
      DETAIL = json_build_object('limit', v_limit, 'name', v_name)::text;
  END IF;

  -- The posting: journal (balances follow by trigger; I3 is checked at commit), lots taken
  -- soonest-expiring first and given, the transfer with its rate, today's earnings, the reply.
  v_transfer := gen_random_uuid();
  v_reply := jsonb_build_object('transferId', v_transfer::text, 'send', p_points,
    'receive', v_receive, 'rate', v_n::float8 / v_d);
  -- Month arithmetic as JavaScript's setUTCMonth (ledger/lots.ts): the day of month carries over.
  v_expires := ((date_trunc('month', p_now AT TIME ZONE 'UTC') + make_interval(months => v_months))
                + ((p_now AT TIME ZONE 'UTC') - date_trunc('month', p_now AT TIME ZONE 'UTC')))
               AT TIME ZONE 'UTC';
  INSERT INTO journal_transactions (kind, member_id, ref, memo, created_at)
  VALUES ('transfer', v_member, v_transfer::text,
          jsonb_build_object('sourceBrand', p_src, 'targetBrand', p_dst, 'send', p_points,
                             'receive', v_receive, 'rate', v_n || ':' || v_d),
          p_now)
  RETURNING id INTO v_tx;
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  VALUES (v_tx, v_src_id, p_src, -p_points, p_now),
         (v_tx, (SELECT id FROM accounts WHERE brand_code = p_src AND kind = 'exchange'), p_src, p_points, p_now),
         (v_tx, (SELECT id FROM accounts WHERE brand_code = p_dst AND kind = 'exchange'), p_dst, -v_receive, p_now),
         (v_tx, v_dst_id, p_dst, v_receive, p_now);
  WITH c AS (
    SELECT id, remaining, sum(remaining) OVER (ORDER BY expires_at, id) AS run
    FROM lots WHERE account_id = v_src_id AND remaining > 0 AND expires_at > p_now),
  take AS (SELECT id, least(remaining, p_points - (run - remaining)) AS t FROM c
           WHERE run - remaining < p_points),
  took AS (UPDATE lots l SET remaining = l.remaining - take.t FROM take WHERE l.id = take.id
           RETURNING take.t AS taken)
  SELECT coalesce(sum(taken), 0) INTO v_taken FROM took;
  IF v_taken <> p_points THEN
    RAISE EXCEPTION 'ledger: lots do not cover the wallet balance';
  END IF;
  INSERT INTO lots (account_id, points, remaining, expires_at, created_at, tx_id)
  VALUES (v_dst_id, v_receive, v_receive, v_expires, p_now, v_tx);
  INSERT INTO transfers (id, member_id, source_brand, target_brand, send, receive,
    rate_numerator, rate_denominator, tx_id, created_at)
  VALUES (v_transfer, v_member, p_src, p_dst, p_points, v_receive, v_n, v_d, v_tx, p_now);
  INSERT INTO daily_earnings (account_id, local_day, points) VALUES (v_dst_id, v_day, v_receive)
  ON CONFLICT (account_id, local_day) DO UPDATE SET points = daily_earnings.points + excluded.points;
  UPDATE idempotency_keys SET response = v_reply WHERE scope = v_member::text AND key = p_key;
  RETURN v_reply;
END $$;
