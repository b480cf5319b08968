import { serve } from '@hono/node-server';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

/**
 * How long an idle kept-alive connection stays open. Node's own 5 s races any client that pools
 * connections for longer (a load balancer's 60 s, a test runner's agent that never lets go): its
 * request meets a socket the server is closing and fails with ECONNRESET. The server must be the
 * side that waits longer; the BFF's own pool lets go after 4 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface HttpServer {
  port: number;
  /**
   * Stops taking connections at once, lets the requests in flight finish for up to `graceMs`
   * (their replies, and any later request on their connections, say `Connection: close`), closes
   * each connection as it falls idle, then cuts whatever is left. Resolves with how many requests
   * were cut.
   */
  close(graceMs: number): Promise<number>;
}

export async function listen(app: Hono, port: number, hostname: string): Promise<HttpServer> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname }, () => resolve(s as Server));
    s.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Kept above the idle wait, so the headers timer never ends a kept-alive socket before it.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  // After the adapter's own listener: it writes the reply later, so the header set here is sent.
  server.on('request', (_req, res: ServerResponse) => {
    if (closing) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (closing) server.closeIdleConnections();
    });
  });
  let closed: Promise<number> | null = null;
  return {
    port: (server.address() as AddressInfo).port,
    close: (graceMs) =>
      (closed ??= (async () => {
        closing = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        const ended = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'cut'>((resolve) => {
          timer = setTimeout(() => resolve('cut'), graceMs);
        });
        const outcome = await Promise.race([ended, graceOver]);
        clearTimeout(timer);
        const cut = outcome === 'cut' ? inFlight.size : 0;
        if (outcome === 'cut') {
          server.closeAllConnections();
          await ended;
        }
        return cut;
      })()),
  };
}
