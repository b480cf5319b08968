-- A transfer's reply kept for a retry (idempotency_keys.response, docs/quality.md I4) gives its rate
-- as a fraction since 0010; one kept before that holds a number. Each such reply takes the fraction
-- its transfer recorded, so a retry replays it as any other and the service reads one shape.
UPDATE idempotency_keys AS k
SET response = jsonb_set(
  k.response,
  '{rate}',
  jsonb_build_object('numerator', t.rate_numerator, 'denominator', t.rate_denominator)
)
FROM transfers AS t
WHERE jsonb_typeof(k.response -> 'rate') = 'number'
  AND t.id::text = k.response ->> 'transferId';
