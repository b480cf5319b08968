import 'server-only';
import { CLIENT_PROTOCOL_HEADER, clientAddressStamped } from '@/lib/server/client-address';

// The address browsers and devices reach this app by (docs/production.md §5 Keep the Host header),
// for what the app checks a page against (lib/bff/same-origin.ts) and what it writes into an
// address it hands out (a wallet pass's web service, its link back). Never the request's URL:
// Next builds that from the server's own host name and port (0.0.0.0:3000 in the container,
// Dockerfile.web), not the public one. The host is the browser's Host, which the proxy passes on; the
// scheme is the one the server process resolved from the socket, the trusted proxy's
// X-Forwarded-Proto included (lib/server/client-address.ts).

/** A host name or bracketed IPv6 address with an optional port, nothing else. */
const HOST =
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/** The Host the request was sent to, or null without a well-formed one. */
export function publicHost(request: Request): string | null {
  const host = request.headers.get('host');
  return host && HOST.test(host) ? host : null;
}

/**
 * The scheme the client used. In a process that does not stamp requests (a test calling a handler)
 * the stamp's header could be anyone's, so the request URL's own scheme stands.
 */
function publicProtocol(request: Request): 'http:' | 'https:' {
  const stamped = clientAddressStamped() ? request.headers.get(CLIENT_PROTOCOL_HEADER) : null;
  if (stamped === 'https' || stamped === 'http') return `${stamped}:`;
  return new URL(request.url).protocol === 'https:' ? 'https:' : 'http:';
}

/** The origin the client reached this app at, e.g. https://loyalty.example.com. */
export function publicOrigin(request: Request): string {
  const host = publicHost(request) ?? new URL(request.url).host;
  return new URL(`${publicProtocol(request)}//${host}`).origin;
}
