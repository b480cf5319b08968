// The one reading of a JSON request body, shared by the BFF (lib/bff/read-body.ts) and the
// loyalty service (services/loyalty/http/body.ts), so an amount the service would refuse never
// reaches it re-written by the BFF. JSON.parse reads `1E2` as 100 and the BFF would send on
// `100`: here a number must be written as plain digits (an optional minus, a fraction), and
// `NaN`, `Infinity` and other bare words are refused by the name of the field they stand in
// (docs/quality.md §2 item 3). The schemas then refuse strings and fractions where an integer belongs.

export type JsonBodyRefusal = {
  ok: false;
  /** Where in the body: `points`, `brands.0.extUserId`; `body` for the body as a whole. */
  field: string;
  reason: 'number' | 'json' | 'not_object';
};
export type JsonBodyResult = { ok: true; value: Record<string, unknown> } | JsonBodyRefusal;

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const WORDS = new Set(['true', 'false', 'null']);

type Level = { kind: 'object'; key: string | undefined } | { kind: 'array'; index: number };

/** Parses a request body: a JSON object whose numbers are written as plain digits. */
export function parseJsonBody(text: string): JsonBodyResult {
  const refused = numberRefusal(text);
  if (refused) return refused;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, field: 'body', reason: 'json' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, field: 'body', reason: 'not_object' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * Walks the text's tokens, keeping the path to the value at hand, and names the first number not
 * written as plain digits or bare word that is not true, false or null. Malformed JSON is left
 * to JSON.parse.
 */
function numberRefusal(text: string): JsonBodyRefusal | null {
  const path: Level[] = [];
  const here = () =>
    path
      .map((level) => (level.kind === 'object' ? (level.key ?? '') : String(level.index)))
      .join('.') || 'body';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = stringEnd(text, i);
      const top = path.at(-1);
      // A string just after `{` or `,` in an object is its next key.
      if (top?.kind === 'object' && keyExpected(text, i)) {
        try {
          top.key = JSON.parse(text.slice(i, end)) as string;
        } catch {
          return null;
        }
      }
      i = end;
      continue;
    }
    if (ch === '{') path.push({ kind: 'object', key: undefined });
    else if (ch === '[') path.push({ kind: 'array', index: 0 });
    else if (ch === '}' || ch === ']') path.pop();
    else if (ch === ',') {
      const top = path.at(-1);
      if (top?.kind === 'array') top.index += 1;
    } else if (/[-0-9A-Za-z+.]/.test(ch)) {
      let end = i;
      while (end < text.length && /[-0-9A-Za-z+.]/.test(text[end]!)) end += 1;
      const token = text.slice(i, end);
      // A number must also be one that is written out again as digits: 1e21 and beyond, and
      // fractions under a millionth, would reach the service in exponent form.
      const plain = PLAIN_NUMBER.test(token) && !/e/i.test(String(Number(token)));
      if (!WORDS.has(token) && !plain) return { ok: false, field: here(), reason: 'number' };
      i = end;
      continue;
    }
    i += 1;
  }
  return null;
}

/** The index just past the string literal that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Whether the string at `at` stands where an object's key does (after `{` or `,`). */
function keyExpected(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i -= 1;
  return text[i] === '{' || text[i] === ',';
}
