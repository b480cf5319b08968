import 'server-only';
import { parseJsonBody } from '@/lib/contract/json-body';
import { BffError } from './errors';
import { MAX_REQUEST_BYTES } from './policy';

/** Reads a JSON body of at most MAX_REQUEST_BYTES without buffering more than that. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = await readBodyUpTo(request, MAX_REQUEST_BYTES);
  if (!bytes) throw new BffError('payload_too_large');
  if (bytes.byteLength === 0) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BffError('bad_request', undefined, 'Body is not valid UTF-8');
  }
  // The service's own number rules (lib/contract/json-body.ts): what it would refuse is refused
  // here, before the body is parsed and written out again for it.
  const parsed = parseJsonBody(text);
  if (parsed.ok) return parsed.value;
  if (parsed.reason === 'number')
    throw new BffError(
      'bad_request',
      parsed.field,
      `Invalid ${parsed.field}: write numbers as plain digits`,
    );
  throw new BffError(
    'bad_request',
    undefined,
    parsed.reason === 'json' ? 'Body is not valid JSON' : 'Body must be a JSON object',
  );
}

/**
 * The body's bytes, or null when it is longer than maxBytes. A declared length over the cap is
 * refused unread, and a chunked body is read only until it passes the cap, then cancelled: a
 * stream of any size never makes the server hold more than maxBytes (and one chunk) of it. The
 * error reports' tunnel reads its envelopes here too (lib/observability/sentry-tunnel.ts).
 */
export async function readBodyUpTo(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
