import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';

// One pooled keep-alive client per upstream origin for every call (docs/quality.md §3: global fetch
// costs about twice the CPU per request here). Each attempt has a time limit and a size limit.

export type UpstreamRequest = {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** The whole attempt, from asking the pool for a connection to the reply's last byte. */
  timeoutMs: number;
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
    pool = new Pool(origin, {
      connections: 256,
      keepAliveTimeout: 30_000,
      connect: { noDelay: true },
    });
    pools.set(origin, pool);
  }
  return pool;
}

const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Sends one request through the pool's lowest-level API: a handler collects the reply's bytes
 * as they arrive, with no stream or async iterator per call (the hot path of every BFF call).
 * The time limit covers the whole attempt: undici's own timeouts count only the silence between
 * bytes, so an upstream that trickles its reply would outlast them.
 */
export function sendUpstream(request: UpstreamRequest): Promise<UpstreamReply> {
  const { url } = request;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    let controller: { abort(reason: Error): void } | undefined;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      // Not yet on a connection: it cannot have reached the upstream.
      const failure = new UpstreamFailure('timeout', controller !== undefined);
      controller?.abort(failure);
      settle(() => reject(failure));
    }, request.timeoutMs);
    poolFor(url.origin).dispatch(
      {
        path: url.pathname + url.search,
        method: request.method,
        headers: { ...request.headers, accept: 'application/json' },
        body: request.body,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      },
      {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new UpstreamFailure('timeout', false));
        },
        onResponseStart(_controller, statusCode, replyHeaders) {
          status = statusCode;
          headers = replyHeaders;
        },
        onResponseData(controller, chunk) {
          size += chunk.length;
          if (size > request.maxBytes) controller.abort(new UpstreamFailure('too_large', true));
          else chunks.push(chunk);
        },
        onResponseEnd() {
          settle(() => {
            try {
              resolve(replyOf(status, headers, Buffer.concat(chunks, size)));
            } catch (error) {
              reject(error);
            }
          });
        },
        onResponseError(_controller, error) {
          settle(() => reject(error instanceof UpstreamFailure ? error : failureOf(error)));
        },
      },
    );
  });
}

function replyOf(status: number, headers: IncomingHttpHeaders, bytes: Buffer): UpstreamReply {
  const contentType = headers['content-type'];
  if (!JSON_TYPE.test(Array.isArray(contentType) ? contentType[0]! : (contentType ?? ''))) {
    throw new UpstreamFailure('malformed', true);
  }
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new UpstreamFailure('malformed', true);
  }
  const retryAfter = headers['retry-after'];
  return { status, body, ...(retryAfter ? { retryAfter: String(retryAfter) } : {}) };
}

function failureOf(error: unknown): UpstreamFailure {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (TIMEOUTS.has(code)) return new UpstreamFailure('timeout', true);
  return new UpstreamFailure('network', !NOT_SENT.has(code));
}
