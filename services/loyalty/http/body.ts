import type { Context } from 'hono';
import { ApiError, badRequest } from '@/services/loyalty/http/errors';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A POST body must be a JSON object sent as application/json, in valid UTF-8 (QUALITY §2 item 18).
 * Size is capped earlier by the body-limit middleware (413).
 */
export async function readJsonBody(
  c: Context,
  opts: { plainNumbers?: boolean } = {},
): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiError(415, 'Content-Type must be application/json', {
      code: 'unsupported_media_type',
    });
  }
  let text: string;
  try {
    text = decoder.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest('body', 'The request body is not valid UTF-8');
  }
  if (text.trim() === '') throw badRequest('body', 'The request body is empty');
  if (opts.plainNumbers) {
    // Points are integers written as digits (QUALITY §2 item 3): `1e3` parses to 1000 but is
    // refused, naming the field. Ledger bodies carry no free text where this could misfire.
    const exp = /"([A-Za-z]+)"\s*:\s*-?\d+(?:\.\d+)?[eE]/.exec(text);
    if (exp) throw badRequest(exp[1]!, `Invalid ${exp[1]}: write whole numbers as digits`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('body', 'The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('body', 'The request body must be a JSON object');
  }
  return value;
}
