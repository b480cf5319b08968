-- ledger_transfer (migration 0005) with less of its work under the member's wallet locks
-- (QUALITY §3: a hot member's transfers run one at a time, so what runs under the locks bounds
-- them). Same arguments, refusals, reply and postings; written by hand.
--
-- 1. Everything that does not depend on the balances runs before the locks: the brand checks
--    and rate, the price, the journal transaction with its two exchange-account entries, the
--    transfer row and the idempotency reply. A refusal later still rolls all of it back. The
--    brand checks need no lock: memberships are only ever added, and a wallet closes only when
--    the account is deleted, which waits on the member row this transfer holds for share.
-- 2. The member's transfers queue on one advisory lock before the wallet locks: the next in line
--    is woken once and finds the wallets free, instead of every waiter retrying the updated
--    wallet rows.
-- 3. Lots are taken by a walk in expiry order that updates each lot by its key and stops once the
--    amount is covered, instead of a running sum over all of the wallet's open lots joined back
--    into an update.
CREATE OR REPLACE FUNCTION ledger_transfer(
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
  v_left integer;
  v_take integer;
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

  -- Both brands known, joined, with a rate (before a first transfer opens a wallet).
  SELECT o_n, o_d, o_name, o_limit, o_per_order, o_months
  INTO v_n, v_d, v_name, v_limit, v_per_order, v_months
  FROM ledger_transfer_target(v_member, p_src, p_dst);

  -- The price: rounded down, so the programme never mints points (I5).
  IF p_points < p_minimum THEN RAISE EXCEPTION 'below_minimum' USING ERRCODE = 'LT400'; END IF;
  v_receive := (p_points::bigint * v_n) / v_d;
  IF v_receive < 1 THEN RAISE EXCEPTION 'zero_receive' USING ERRCODE = 'LT400'; END IF;

  SELECT count(*) INTO v_wallets FROM accounts
  WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst);
  IF v_wallets < 2 THEN
    INSERT INTO accounts (brand_code, kind, member_id, created_at)
    VALUES (p_src, 'wallet', v_member, p_now), (p_dst, 'wallet', v_member, p_now)
    ON CONFLICT (member_id, brand_code) WHERE kind = 'wallet' DO NOTHING;
  END IF;

  -- The posting's parts that no balance decides: the journal transaction and its exchange-account
  -- entries (I3 is checked at commit, with the wallet entries below), the transfer with its rate,
  -- the reply.
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
  VALUES (v_tx, (SELECT id FROM accounts WHERE brand_code = p_src AND kind = 'exchange'), p_src, p_points, p_now),
         (v_tx, (SELECT id FROM accounts WHERE brand_code = p_dst AND kind = 'exchange'), p_dst, -v_receive, p_now);
  INSERT INTO transfers (id, member_id, source_brand, target_brand, send, receive,
    rate_numerator, rate_denominator, tx_id, created_at)
  VALUES (v_transfer, v_member, p_src, p_dst, p_points, v_receive, v_n, v_d, v_tx, p_now);
  UPDATE idempotency_keys SET response = v_reply WHERE scope = v_member::text AND key = p_key;

  -- The member's transfers in line (key: this function's class, the member), then the wallets,
  -- locked in id order (the one order every path uses).
  PERFORM pg_advisory_xact_lock(hashtext('ledger_transfer'), hashtext(v_member::text));
  FOR v_row IN SELECT id, brand_code, balance FROM accounts
               WHERE member_id = v_member AND kind = 'wallet' AND brand_code IN (p_src, p_dst)
               ORDER BY id FOR UPDATE LOOP
    IF v_row.brand_code = p_src THEN
      v_src_id := v_row.id; v_src_balance := v_row.balance;
    ELSE
      v_dst_id := v_row.id;
    END IF;
  END LOOP;

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

  -- The wallets' entries (balances follow by trigger), lots taken soonest-expiring first (ties:
  -- oldest lot) and given, today's earnings.
  INSERT INTO journal_entries (tx_id, account_id, brand_code, amount, created_at)
  VALUES (v_tx, v_src_id, p_src, -p_points, p_now), (v_tx, v_dst_id, p_dst, v_receive, p_now);
  v_left := p_points;
  FOR v_row IN SELECT id, remaining FROM lots
               WHERE account_id = v_src_id AND remaining > 0 AND expires_at > p_now
               ORDER BY expires_at, id LOOP
    v_take := least(v_row.remaining, v_left);
    UPDATE lots SET remaining = remaining - v_take WHERE id = v_row.id;
    v_left := v_left - v_take;
    EXIT WHEN v_left = 0;
  END LOOP;
  IF v_left <> 0 THEN
    RAISE EXCEPTION 'ledger: lots do not cover the wallet balance';
  END IF;
  INSERT INTO lots (account_id, points, remaining, expires_at, created_at, tx_id)
  VALUES (v_dst_id, v_receive, v_receive, v_expires, p_now, v_tx);
  INSERT INTO daily_earnings (account_id, local_day, points) VALUES (v_dst_id, v_day, v_receive)
  ON CONFLICT (account_id, local_day) DO UPDATE SET points = daily_earnings.points + excluded.points;
  RETURN v_reply;
END $$;
