-- One rule for every brand-to-brand transfer (ledger_transfer_check, ledger_transfer_room) and
-- points that keep their expiry (ledger_transfer) were created here; they now live, with every
-- other ledger function, in services/loyalty/ledger/ledger.sql, applied after the migrations
-- (services/loyalty/db/client.ts).

-- Every brand pair must have a legal transfer (services/loyalty/ledger/brand-rules.ts checks
-- this at start): from any brand, the minimum transfer of 50 points converts to at most 125
-- Hardee's or 200 Peet's Coffee points, above their former per-transfer caps of 80 and 60.
UPDATE brands SET earn_per_order = 150, daily_earning_limit = greatest(daily_earning_limit, 600)
WHERE code = 'HRD' AND earn_per_order < 150;
--> statement-breakpoint
UPDATE brands SET earn_per_order = 200, daily_earning_limit = greatest(daily_earning_limit, 600)
WHERE code = 'Peet' AND earn_per_order < 200;
