import 'server-only';
import { BffError } from './errors';

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
  const host = request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new BffError('forbidden');
  }
  if (!host || originHost !== host) throw new BffError('forbidden');
}
