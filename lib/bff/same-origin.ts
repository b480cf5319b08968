import 'server-only';
import { BffError } from './errors';
import { publicHost } from './public-origin';

// CSRF defence for calls that change something (docs/quality.md §2 item 11): a JSON body, sent by a
// page of this very origin. A form post, text/plain, Origin: null, a foreign origin or a
// cross-site fetch is refused before anything reaches the upstream.

export function assertSameOriginJson(request: Request): void {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(?:;|$)/i.test(contentType))
    throw new BffError('unsupported_media_type');

  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') throw new BffError('forbidden');

  const origin = request.headers.get('origin');
  if (origin === null) {
    if (fetchSite === 'same-origin') return;
    throw new BffError('forbidden');
  }
  if (!namesThisHost(request, origin)) throw new BffError('forbidden');
}

/**
 * A link to a GET that makes something (a wallet pass card), followed from a page of this origin.
 * Sec-Fetch-Site says where it came from; a browser that sends none (Safari before 16.4) must name
 * one of our pages in Origin or Referer instead, which a same-origin navigation carries under the
 * app's Referrer-Policy (lib/security/headers.ts). Anything else is refused.
 */
export function assertSameOriginNavigation(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    if (fetchSite !== 'same-origin') throw new BffError('forbidden');
    return;
  }
  const page = request.headers.get('origin') ?? request.headers.get('referer');
  if (page === null || !namesThisHost(request, page)) throw new BffError('forbidden');
}

/** Whether an Origin or Referer names the host the request was sent to (lib/bff/public-origin.ts). */
function namesThisHost(request: Request, url: string): boolean {
  const host = publicHost(request);
  return host !== null && URL.parse(url)?.host === host;
}
