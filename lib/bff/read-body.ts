import 'server-only';
import { parseJsonBody } from '@/lib/contract/json-body';
import { BffError } from './errors';
import { MAX_REQUEST_BYTES } from './policy';

/** Reads a JSON body of at most MAX_REQUEST_BYTES without buffering more than that. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REQUEST_BYTES) throw new BffError('payload_too_large');
  if (!request.body) return {};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BYTES) {
      await reader.cancel();
      throw new BffError('payload_too_large');
    }
    chunks.push(value);
  }
  if (size === 0) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
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
