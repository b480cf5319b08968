import webpush from 'web-push';
import type { ServiceSettings } from '@/services/loyalty/settings';

// Web push (RFC 8030) with the message encrypted for the device (RFC 8291, aes128gcm) and signed
// for the push service (RFC 8292 VAPID). web-push builds the request; the request itself is ours,
// so every send has a deadline and its answer is sorted into what the job does next.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: the push service took it. `gone`: the subscription no longer exists (404, 410), so it is
 * dropped. `retry`: worth trying again later (timeout, network, 429, 5xx). `failed`: the push
 * service refused this message for good (another 4xx).
 */
export type PushOutcome = { result: 'sent' | 'gone' | 'retry' | 'failed'; status: number | null };

export interface PushSender {
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;

export function webPushSender(
  vapid: NonNullable<ServiceSettings['push']>,
  timeoutMs = SEND_TIMEOUT_MS,
): PushSender {
  return {
    async send(target, payload, ttlSeconds) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      let res: Response;
      try {
        res = await fetch(request.endpoint, {
          method: request.method,
          // web-push gives some header values (TTL, Content-Length) as numbers.
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
          ),
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch {
        return { result: 'retry', status: null };
      }
      await res.body?.cancel();
      if (res.ok) return { result: 'sent', status: res.status };
      if (res.status === 404 || res.status === 410) return { result: 'gone', status: res.status };
      if (res.status === 429 || res.status >= 500) return { result: 'retry', status: res.status };
      return { result: 'failed', status: res.status };
    },
  };
}

/** The browsers' push services (Chrome and Edge's FCM, Firefox, Windows, Safari). */
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Where a push may be sent: an https endpoint of a browsers' push service. Plain http to this
 * machine only when a test run allows it (settings.ts allowLocalPushEndpoints), never in demo mode
 * alone. A member cannot point the service's requests at any other address.
 */
export function pushEndpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:')
    return PUSH_SERVICE_DOMAINS.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
  return allowLocal && url.protocol === 'http:' && isLocalHost(url.hostname);
}

function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}
