-- Session authentication in the database: whether a bearer access token names a live session of a
-- live member, and the record of a session's visits (docs/product.md §3 SSO info). Written by hand.
-- Asked by every authenticated call (domain/sessions.ts) and by ledger_transfer (ledger/ledger.sql),
-- so a transfer checks its session in its own statement, the same way.
--
-- How it is applied: as ledger/ledger.sql is, and just before it, in the same transaction
-- (services/loyalty/db/client.ts BEHAVIOUR_SQL_PATHS): after drizzle's migrations, at each start,
-- under the migration lock. Every statement replaces what is there, so running it again gives the
-- same database. Tables stay in drizzle's migrations (db/schema-auth.ts). When a function's
-- arguments or result type change, drop the old signature at the end of this file.
--
-- The functions keep the ledger_ prefix they had when they lived in ledger.sql: during a rolling
-- start, replicas of the previous release still call them by name, so a rename would have to keep
-- the old names for a release.

-- Whether a session last seen at p_last_seen records a visit at p_now: idle tracking needs only
-- minute precision, so a session row is written at most once a minute. Defined first: the two
-- below use it.
CREATE OR REPLACE FUNCTION ledger_session_due(p_last_seen timestamptz, p_now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_now - p_last_seen > interval '60 seconds'
$$;

-- Records a visit of the session, at most once a minute (ledger_session_due).
CREATE OR REPLACE FUNCTION ledger_touch_session(p_session uuid, p_now timestamptz)
RETURNS void LANGUAGE sql AS $$
  UPDATE sessions SET last_seen_at = p_now
  WHERE id = p_session AND ledger_session_due(last_seen_at, p_now)
$$;

-- The live session of a live member that a bearer access token (p_token: its sha256) names: the
-- token unexpired, the session neither revoked, past its absolute lifetime nor idle since
-- p_idle_cutoff. Asked by every authenticated call (domain/sessions.ts authenticateAccessToken)
-- and by ledger_transfer. o_touch: the visit is due to be recorded (ledger_session_due), so the
-- caller records it (ledger_touch_session) without a statement on every call.
CREATE OR REPLACE FUNCTION ledger_live_session(p_token text, p_idle_cutoff timestamptz, p_now timestamptz)
RETURNS TABLE (o_session uuid, o_member uuid, o_device text, o_touch boolean)
LANGUAGE sql STABLE AS $$
  SELECT s.id, s.member_id, s.device_id, ledger_session_due(s.last_seen_at, p_now)
  FROM auth_tokens t
  JOIN sessions s ON s.id = t.session_id
  JOIN members m ON m.id = s.member_id
  WHERE t.token_hash = p_token AND t.kind = 'access' AND t.expires_at > p_now
    AND s.revoked_at IS NULL AND s.absolute_expires_at > p_now
    AND s.last_seen_at > p_idle_cutoff AND m.deleted_at IS NULL
$$;
