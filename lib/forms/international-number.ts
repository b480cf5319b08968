/**
 * A number typed or pasted with its calling code ("+971 50 123 4567", "00966551234567"): the
 * country of that code among the configured ones (docs/product.md §5) and the national number,
 * so the login form can pick the country and keep the rest. Null for a national number, or a
 * calling code of no configured country (the field then keeps what was typed, and its rule
 * refuses it).
 */
export function splitInternational(
  text: string,
  countries: readonly { code: string; phoneCode: string }[],
): { country: string; national: string } | null {
  const international = /^(?:\+|00)(\d+)$/.exec(text.replace(/[\s\-().]/g, ''));
  if (!international) return null;
  const digits = international[1]!;
  for (const country of countries) {
    const code = country.phoneCode.replace(/\D/g, '');
    if (code && digits.startsWith(code) && digits.length > code.length)
      return { country: country.code, national: digits.slice(code.length) };
  }
  return null;
}
