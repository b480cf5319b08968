import 'server-only';
import { Pool } from 'undici';

// One pooled keep-alive client per upstream origin for every call (QUALITY.md §3: global fetch
// costs about twice the CPU per request here). Each call has a deadline and a size limit.

export type UpstreamRequest = {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  deadlineMs: number;
  maxBytes: number;
};

export type UpstreamReply = { status: number; body: unknown; retryAfter?: string };

/**
 * How a call failed without a usable reply. `sent` tells whether the request may have reached
 * the upstream: when false (connection refused), nothing can have been applied.
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'malformed' | 'too_large',
    readonly sent: boolean,
  ) {
    super(`upstream ${kind}`);
  }
}

const pools = new Map<string, Pool>();

function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: 256, keepAliveTimeout: 30_000, connect: { noDelay: true } });
    pools.set(origin, pool);
  }
  return pool;
}

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export async function sendUpstream(request: UpstreamRequest): Promise<UpstreamReply> {
  const { url } = request;
  let response;
  try {
    response = await poolFor(url.origin).request({
      path: url.pathname + url.search,
      method: request.method,
      headers: { ...request.headers, accept: 'application/json' },
      body: request.body,
      headersTimeout: request.deadlineMs,
      bodyTimeout: request.deadlineMs,
    });
  } catch (error) {
    throw failureOf(error);
  }

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > request.maxBytes) {
        response.body.destroy();
        throw new UpstreamFailure('too_large', true);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof UpstreamFailure ? error : failureOf(error);
  }

  const contentType = response.headers['content-type'];
  if (!JSON_TYPE.test(Array.isArray(contentType) ? contentType[0]! : (contentType ?? ''))) {
    throw new UpstreamFailure('malformed', true);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks, size).toString('utf8'));
  } catch {
    throw new UpstreamFailure('malformed', true);
  }
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, body, ...(retryAfter ? { retryAfter: String(retryAfter) } : {}) };
}

function failureOf(error: unknown): UpstreamFailure {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (TIMEOUTS.has(code)) return new UpstreamFailure('timeout', true);
  return new UpstreamFailure('network', !NOT_SENT.has(code));
}
