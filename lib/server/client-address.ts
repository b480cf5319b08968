import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

// Who the client is, for the loyalty service's per-address limits (docs/quality.md §2 item 22). A
// route handler never sees the socket, and X-Forwarded-For is whatever the client wrote unless a
// proxy of ours in front rewrote it; Next itself only fills it in when it is missing. So the
// server process stamps every request, as it arrives, with the address it resolved from the
// socket: the peer itself, or, when the peer is a configured trusted proxy (TRUSTED_PROXIES in
// lib/config/env.ts), the hop that proxy says it received the request from. A header of that name
// sent by the client is overwritten.

export const CLIENT_ADDRESS_HEADER = 'x-amrx-client-address';
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
