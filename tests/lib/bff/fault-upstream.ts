import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loyalty upstream in the test process, over real HTTP, that answers what each test tells it
// to: envelopes, HTML, broken JSON, resets, silence, or 10 MB.

export type Seen = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type Behaviour =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { raw: string; status?: number; contentType?: string }
  | { reset: true }
  | { hang: true }
  /** Answers after `ms` with the behaviour given. */
  | { after: number; then: Behaviour }
  /** Sends a 200's headers, then a space every 100 ms, and never ends. */
  | { trickle: true }
  | { bytes: number };

export type Handler = (seen: Seen, index: number) => Behaviour | Promise<Behaviour>;

export const envelope = (data: unknown, statusCode = 200, message = 'OK') => ({
  json: { statusCode, message, data },
  status: statusCode,
});

export async function startFaultUpstream() {
  const seen: Seen[] = [];
  let handler: Handler = () => envelope({});
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      let behaviour = await handler(entry, seen.length - 1);
      while ('after' in behaviour) {
        const { after, then } = behaviour;
        await new Promise((r) => setTimeout(r, after));
        behaviour = then;
      }
      if ('reset' in behaviour) return req.socket.destroy();
      if ('trickle' in behaviour) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 100);
        res.on('close', () => clearInterval(drip));
        return;
      }
      if ('hang' in behaviour) return;
      if ('bytes' in behaviour) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 32);
        let left = behaviour.bytes;
        const pump = () => {
          while (left > 0) {
            left -= chunk.length;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => {});
        return pump();
      }
      if ('raw' in behaviour) {
        res.writeHead(behaviour.status ?? 200, {
          'content-type': behaviour.contentType ?? 'text/html',
        });
        return res.end(behaviour.raw);
      }
      res.writeHead(behaviour.status ?? 200, {
        'content-type': 'application/json',
        ...behaviour.headers,
      });
      res.end(JSON.stringify(behaviour.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    calls: (name: string) => seen.filter((s) => s.path === `/v1/${name}`),
    on(next: Handler) {
      handler = next;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
