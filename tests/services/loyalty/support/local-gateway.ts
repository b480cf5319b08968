import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The messaging gateway the service's webhook posts to (services/loyalty/README.md, "Environment"),
// run in the test process on 127.0.0.1. Like the real one, it takes one message per messageId: a
// request repeating an id it has taken is answered 200 and not sent again, and a request without
// an id is always a new message.

export interface GatewayRequest {
  to: string;
  text: string;
  language: string;
  channel: string;
  messageId: string | undefined;
  /** The `Idempotency-Key` header. */
  idempotencyKey: string | undefined;
}

/**
 * `ok`: take and answer 202. A number: refuse every request with that status. `late`: take a new
 * message but answer only after the caller has given up (its timeout), as an overloaded gateway
 * does.
 */
export type GatewayBehaviour = 'ok' | 'late' | number;

export interface LocalGateway {
  url: string;
  /** Every request that arrived, oldest first. */
  requests(to?: string): GatewayRequest[];
  /** The messages it took, one per id: what reached the phones. */
  delivered(to?: string): GatewayRequest[];
  answer(behaviour: GatewayBehaviour): void;
  close(): Promise<void>;
}

export async function startLocalGateway(): Promise<LocalGateway> {
  const requests: GatewayRequest[] = [];
  const delivered: GatewayRequest[] = [];
  let behaviour: GatewayBehaviour = 'ok';
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const message = {
        ...(JSON.parse(body) as Omit<GatewayRequest, 'idempotencyKey'>),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      requests.push(message);
      if (typeof behaviour === 'number') return void res.writeHead(behaviour).end();
      const seen =
        message.messageId !== undefined && delivered.some((d) => d.messageId === message.messageId);
      if (seen) return void res.writeHead(200).end();
      delivered.push(message);
      if (behaviour === 'ok') return void res.writeHead(202).end();
      // Taken, but the answer comes only once the caller has hung up.
      held.add(res);
      res.on('close', () => held.delete(res));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const mine = (list: GatewayRequest[], to?: string) =>
    to === undefined ? [...list] : list.filter((r) => r.to === to);
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests: (to) => mine(requests, to),
    delivered: (to) => mine(delivered, to),
    answer: (b) => {
      behaviour = b;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
