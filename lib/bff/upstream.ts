import 'server-only';
import http from 'node:http';
import https from 'node:https';

// One pooled keep-alive client for every upstream call (QUALITY.md §3: global fetch costs about
// twice the CPU per request here). Each call has a deadline and a size limit.

const agentOptions = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 256, maxFreeSockets: 64 };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

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

export function sendUpstream(request: UpstreamRequest): Promise<UpstreamReply> {
  const { url } = request;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let sent = false;
    let settled = false;
    const fail = (kind: UpstreamFailure['kind']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(new UpstreamFailure(kind, sent));
    };
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = transport.request(
      url,
      { method: request.method, headers, agent: url.protocol === 'https:' ? httpsAgent : httpAgent },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > request.maxBytes) fail('too_large');
          else chunks.push(chunk);
        });
        res.on('error', () => fail('network'));
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = /^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers['content-type'] ?? '');
          let body: unknown;
          try {
            if (!isJson) throw new Error('not json');
            body = JSON.parse(text);
          } catch {
            reject(new UpstreamFailure('malformed', true));
            return;
          }
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body, ...(retryAfter ? { retryAfter: String(retryAfter) } : {}) });
        });
      },
    );
    const timer = setTimeout(() => fail('timeout'), request.deadlineMs);
    req.on('error', () => fail('network'));
    // Once the socket is connected the request may be applied even if the reply never comes.
    req.on('socket', (socket) => {
      socket.setNoDelay(true);
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    req.end(request.body);
  });
}
