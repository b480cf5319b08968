import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

// Who the client is, for the loyalty service's per-address limits (docs/quality.md §2 item 22),
// and whether it came over HTTPS, for the addresses the app gives out (lib/bff/public-origin.ts).
// A route handler never sees the socket, and X-Forwarded-For and X-Forwarded-Proto are whatever
// the client wrote unless a proxy of ours in front rewrote them; Next itself only fills them in
// when they are missing. So the server process stamps every request, as it arrives, with what it
// resolved from the socket: the peer itself and its connection, or, when the peer is a configured
// trusted proxy (TRUSTED_PROXIES in lib/config/env.ts), the hop and scheme that proxy says it
// received the request from. Headers of the stamps' names sent by the client are overwritten.

export const CLIENT_ADDRESS_HEADER = 'x-amrx-client-address';
export const CLIENT_PROTOCOL_HEADER = 'x-amrx-client-protocol';
const STAMPING = Symbol.for('amrx.clientAddressStamping');

type Stamping = { trusted: BlockList };
const state = globalThis as typeof globalThis & { [STAMPING]?: Stamping };

/** Installs the stamp once per process (instrumentation.ts); a second call changes the proxies. */
export function stampClientAddresses(trustedProxies: readonly string[]): void {
  const installed = state[STAMPING];
  const stamping: Stamping = { trusted: blockListOf(trustedProxies) };
  state[STAMPING] = stamping;
  if (installed) return;
  // Published by node:http before the server's 'request' listeners run.
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const current = state[STAMPING]!;
    const address = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      current.trusted,
    );
    // Next builds a request's headers from `headers`; a client's own line of this name stays in
    // `rawHeaders`, which nothing of ours reads.
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete request.headers[CLIENT_ADDRESS_HEADER];
    request.headers[CLIENT_PROTOCOL_HEADER] = resolveClientProtocol(
      socket,
      request.headers['x-forwarded-proto'],
      current.trusted,
    );
  });
}

/** Whether this process stamps requests: only then is the header the server's own word. */
export function clientAddressStamped(): boolean {
  return state[STAMPING] !== undefined;
}

/**
 * The client's address: the socket's peer, and while that address is a trusted proxy, the next
 * hop from the end of X-Forwarded-For (each proxy appends the address it received from).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string | undefined {
  let address = plainAddress(peer);
  const hops = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (address && isTrusted(trusted, address) && hops.length > 0) {
    const next = plainAddress(hops.pop());
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * The scheme the client used: https on a TLS socket; from a trusted proxy, the first entry of its
 * X-Forwarded-Proto (the scheme the outermost proxy was reached by); else plain http.
 */
export function resolveClientProtocol(
  socket: { remoteAddress?: string; encrypted?: boolean },
  forwardedProto: string | string[] | undefined,
  trusted: BlockList,
): 'http' | 'https' {
  if (socket.encrypted) return 'https';
  const peer = plainAddress(socket.remoteAddress);
  if (!peer || !isTrusted(trusted, peer)) return 'http';
  const first = [forwardedProto ?? []].flat().join(',').split(',')[0]?.trim().toLowerCase();
  return first === 'https' ? 'https' : 'http';
}

export function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(trusted: BlockList, address: string): boolean {
  return trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** An IP address as written, with an IPv4 address mapped into IPv6 given back as IPv4. */
function plainAddress(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address && isIP(address) ? address : undefined;
}
