import type { Context } from 'hono';
import { parseJsonBody } from '@/lib/contract/json-body';
import { ServiceError, badRequest } from '@/services/loyalty/http/errors';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A POST body must be a JSON object sent as application/json, in valid UTF-8 (docs/quality.md §2 item 18),
 * its numbers written as plain digits (lib/contract/json-body.ts, the BFF's reading too). Size is
 * capped earlier by the body-limit middleware (413).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ServiceError('unsupported_media_type', 'Content-Type must be application/json');
  }
  let text: string;
  try {
    text = decoder.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest('body', 'The request body is not valid UTF-8');
  }
  if (text.trim() === '') throw badRequest('body', 'The request body is empty');
  const parsed = parseJsonBody(text);
  if (parsed.ok) return parsed.value;
  if (parsed.reason === 'number')
    throw badRequest(parsed.field, `Invalid ${parsed.field}: write numbers as plain digits`);
  if (parsed.reason === 'json') throw badRequest('body', 'The request body is not valid JSON');
  throw badRequest('body', 'The request body must be a JSON object');
}
