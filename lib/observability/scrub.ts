// docs/quality.md §2 Personal data: phone numbers and one-time codes never reach an error report.
// Applied to every Sentry event and breadcrumb, on the server and in the browser.

const REDACTED = '[redacted]';

/** Keys whose values are personal or secret whatever they look like. */
const SECRET_KEYS =
  /^(phnno|phone|phonenumber|mobile|msisdn|otp|otpcode|code|cookie|authorization|accesstoken|refreshtoken|clientsecret|clientid|password|email)$/i;

// International or local phone numbers: 7–15 digits, optionally with +, spaces or dashes between.
const PHONE = /\+?\d(?:[\s-]?\d){6,14}/g;
// A 4–6 digit code standing alone (OTP), e.g. "code 123456" or "/verify/4821".
const CODE = /(?<![\d.,])\d{4,6}(?![\d.,])/g;

export function scrubText(text: string): string {
  return text.replace(PHONE, REDACTED).replace(CODE, REDACTED);
}

/** A deep copy of `value` with secret keys and phone/code-like text redacted. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 12) return REDACTED as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEYS.test(key) ? REDACTED : scrubValue(inner, depth + 1);
    }
    return out as T;
  }
  return value;
}

/** Sentry's beforeSend / beforeBreadcrumb: the whole event, scrubbed. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event);
}

/** docs/product.md §9: one trace in ten. */
export const TRACE_SAMPLE_RATE = 0.1;
