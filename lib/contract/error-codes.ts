// Machine-readable `data.code` of the service's error envelopes, so the BFF can word a message
// for the member (lib/bff/member-text.ts) without parsing English text. The HTTP status carries docs/product.md §8's
// meaning; the code says which case it is. One table gives each code its status: the service
// answers a code with it and nothing else (services/loyalty/http/errors.ts).
export const SERVICE_ERROR_STATUS = {
  invalid_input: 400, // data.field names the field or header
  country_not_supported: 400, // cCode outside UAE/KSA (docs/product.md §9)
  otp_invalid: 400, // wrong code (an attempt was used)
  otp_expired: 400, // code older than its lifetime
  otp_locked: 400, // attempt limit reached: request a new code
  otp_missing: 400, // no active code (used, replaced or never sent)
  unauthorized: 401, // no or malformed bearer token
  session_invalid: 401, // token expired, revoked, or member deleted
  session_required: 401, // amr-auth for a login that does not exist (sign in again)
  verification_required: 401, // profile without a verified phone on this device
  invalid_client: 401, // wrong amr-auth client credentials
  invalid_bff_secret: 401, // an x-amr-bff-secret header the service does not hold
  invalid_partner: 401, // wrong partner key for the brand
  client_id_invalid: 401, // deep-link client id unknown, used, expired or for another brand
  not_found: 404,
  session_not_found: 404, // remove-session of an unknown or foreign session
  conflict: 409,
  profile_exists: 409,
  stale_version: 409, // permission changed since the caller read it
  active_orders: 409, // docs/product.md §8 deletion message
  insufficient_points: 400, // docs/product.md §8 'Insufficient points balance'
  daily_limit: 400, // docs/product.md §5/§8 daily earning limit of the target brand, with the limit value
  earn_per_order_limit: 400, // docs/product.md §5: more than the brand's earnPerOrder at once
  below_minimum: 400, // under minimumPointTransfer
  zero_receive: 400, // the amount converts to 0 points at the rate (floor(points × n / d) = 0)
  same_brand: 400, // a transfer needs two different brands
  not_member: 409, // the member has not joined the brand
  order_conflict: 409, // an order id reused with a different member or amount, or a bad status step
  card_code_invalid: 404, // a member card code no live card signed (docs/product.md §4 Member card)
  card_code_expired: 409, // a member card code of a step too far from now (a screenshot)
  push_endpoint_refused: 400, // a push endpoint that is not a browser push service's
  push_subscription_taken: 409, // a push endpoint another member's device holds
  card_code_used: 409, // a member card code already used for another order
  voucher_state: 409, // activate/redeem out of order (already redeemed, not activated, …)
  redemption_failed: 409, // docs/product.md §8 redemption-failure message (expired voucher)
  idempotency_mismatch: 422, // an idempotency key reused with a different payload (docs/quality.md I4)
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429, // with Retry-After and data.retryAfterSeconds
  otp_send_failed: 500, // the SMS gateway refused
  internal: 500, // with data.correlationId
  unavailable: 503, // a call a tester set to fail (demo mode's /dev/faults)
} as const satisfies Record<string, 400 | 401 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503>;

export type ServiceErrorCode = keyof typeof SERVICE_ERROR_STATUS;
export const SERVICE_ERROR_CODES = Object.keys(SERVICE_ERROR_STATUS) as [
  ServiceErrorCode,
  ...ServiceErrorCode[],
];
/** The codes the service answers with this status. */
export type ServiceErrorCodeOf<S extends number> = {
  [C in ServiceErrorCode]: (typeof SERVICE_ERROR_STATUS)[C] extends S ? C : never;
}[ServiceErrorCode];
