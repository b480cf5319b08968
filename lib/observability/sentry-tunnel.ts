import 'server-only';
import { readBodyUpTo } from '@/lib/bff/read-body';

// The error reports' tunnel (docs/production.md §11): the browser posts Sentry envelopes to the
// app's own `/api/monitoring` (SENTRY_TUNNEL_PATH), and the server forwards them to the one
// project of SENTRY_DSN. So the page's policy allows no other origin to be contacted, blockers
// do not drop reports, and Sentry sees the server's address, not the member's. Anything not
// addressed to that project is refused: the tunnel is not an open relay.

/** Larger than any event the browser SDK sends (its own limit is 1 MB per envelope). */
const MAX_ENVELOPE_BYTES = 1_000_000;
const FORWARD_TIMEOUT_MS = 5_000;

export async function forwardToSentry(
  request: Request,
  dsn: string | undefined,
): Promise<Response> {
  if (!dsn) return new Response(null, { status: 404 });
  // Read with the cap, never whole: a chunked body declares no length (docs/quality.md §2 item 18).
  const body = await readBodyUpTo(request, MAX_ENVELOPE_BYTES);
  if (!body) return new Response(null, { status: 413 });
  const target = envelopeTarget(body, dsn);
  if (!target) return new Response(null, { status: 400 });
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return new Response(null, { status: res.status });
  } catch {
    return new Response(null, { status: 502 });
  }
}

/** The project's envelope endpoint, when the envelope's header names the configured DSN. */
function envelopeTarget(body: Uint8Array, dsn: string): string | null {
  const newline = body.indexOf(10);
  try {
    const header = JSON.parse(
      new TextDecoder().decode(newline < 0 ? body : body.subarray(0, newline)),
    );
    const sent = new URL(String(header?.dsn));
    const configured = new URL(dsn);
    const project = configured.pathname.replace(/^\/+|\/+$/g, '');
    if (sent.host !== configured.host || sent.pathname.replace(/^\/+|\/+$/g, '') !== project)
      return null;
    if (!/^\d+$/.test(project)) return null;
    return `${configured.protocol}//${configured.host}/api/${project}/envelope/`;
  } catch {
    return null;
  }
}
