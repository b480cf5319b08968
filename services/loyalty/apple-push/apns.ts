import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';
import type { ApplePushSettings } from '@/services/loyalty/settings';

// Apple's push service (APNs) for Wallet passes: an HTTP/2 POST of an empty JSON object to
// /3/device/<push token> with the pass type id as `apns-topic`, which tells the device's Wallet to
// ask the pass web service what changed (services/loyalty/domain/apple-pass-registrations.ts).
// Apple's Wallet guide names no push type for it, so none is sent: the payload is ignored and no
// alert is shown by the push itself. Requests are signed with a provider token (ES256 JWT, header
// `kid` = the key id, claims `iss` = the team and `iat`), reused for 50 minutes: Apple refuses one
// older than an hour and one replaced more often than every 20 minutes.

/**
 * `sent`: APNs took it. `gone`: the device no longer takes this pass's pushes (410, or 400
 * BadDeviceToken / DeviceTokenNotForTopic), so its registration goes. `retry`: worth another try
 * on the next run (timeout, network, 429, 5xx, a refused provider token). `failed`: APNs refused
 * this push for good (another 4xx); it waits for the pass's next change.
 */
export type ApnsOutcome = {
  result: 'sent' | 'gone' | 'retry' | 'failed';
  status: number | null;
  /** APNs's `reason` (Unregistered, BadDeviceToken…), or timeout / network / status_<n>. */
  reason: string;
};

export interface ApnsSender {
  send(pushToken: string, passTypeId: string): Promise<ApnsOutcome>;
  /** Closes the HTTP/2 session; a later send opens another. */
  close(): void;
}

const SEND_TIMEOUT_MS = 10_000;
/** An unused session is closed after this long; the job runs more often, so it is kept between runs. */
const IDLE_MS = 5 * 60_000;
/** A provider token is reused this long (Apple: at most an hour, and replaced at most every 20 min). */
const TOKEN_REUSE_MS = 50 * 60_000;
const TOKEN_MIN_AGE_MS = 20 * 60_000;
/** APNs keeps a push for an offline device this long (it keeps the last one per pass type only). */
const EXPIRATION_SECONDS = 86_400;
/** Apple's push tokens are hex; anything else would be a path of our choosing, not a device. */
const PUSH_TOKEN = /^[0-9a-fA-F]{1,256}$/;
/** Pass type ids are reverse-DNS names (`pass.com.example.card`); a header takes nothing else. */
const TOPIC = /^[A-Za-z0-9][A-Za-z0-9.-]{0,127}$/;

/** The `reason` values APNs documents, kept as they are in the metric; any other is its status. */
const KNOWN_REASONS = new Set([
  'BadCollapseId',
  'BadDeviceToken',
  'BadExpirationDate',
  'BadMessageId',
  'BadPriority',
  'BadTopic',
  'DeviceTokenNotForTopic',
  'DuplicateHeaders',
  'IdleTimeout',
  'InvalidPushType',
  'MissingDeviceToken',
  'MissingTopic',
  'PayloadEmpty',
  'TopicDisallowed',
  'BadCertificate',
  'BadCertificateEnvironment',
  'ExpiredProviderToken',
  'Forbidden',
  'InvalidProviderToken',
  'MissingProviderToken',
  'UnrelatedKeyIdInToken',
  'BadPath',
  'MethodNotAllowed',
  'ExpiredToken',
  'Unregistered',
  'PayloadTooLarge',
  'TooManyProviderTokenUpdates',
  'TooManyRequests',
  'InternalServerError',
  'ServiceUnavailable',
  'Shutdown',
]);

interface Answer {
  status: number | null;
  reason: string;
}

export function apnsSender(
  settings: ApplePushSettings,
  opts: { clock?: () => Date; timeoutMs?: number; idleMs?: number } = {},
): ApnsSender {
  const clock = opts.clock ?? (() => new Date());
  const timeoutMs = opts.timeoutMs ?? SEND_TIMEOUT_MS;
  const tokens = providerTokens(settings, clock);
  let session: http2.ClientHttp2Session | null = null;

  /** One session to the host, opened on first use and dropped once it closes or goes away. */
  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const s = http2.connect(settings.host);
    const drop = () => {
      if (session === s) session = null;
    };
    // A failed connection fails its streams too, and each send reports its own.
    s.on('error', drop);
    s.on('close', drop);
    s.on('goaway', drop);
    s.setTimeout(opts.idleMs ?? IDLE_MS, () => s.close());
    s.unref();
    session = s;
    return s;
  }

  function post(pushToken: string, topic: string, jwt: string): Promise<Answer> {
    return new Promise((resolve) => {
      let settled = false;
      let status: number | null = null;
      let body = '';
      const done = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(answer);
      };
      let req: http2.ClientHttp2Stream | undefined;
      const deadline = setTimeout(() => {
        req?.close(http2.constants.NGHTTP2_CANCEL);
        done({ status: null, reason: 'timeout' });
      }, timeoutMs);
      try {
        req = connection().request({
          ':method': 'POST',
          ':path': `/3/device/${pushToken}`,
          authorization: `bearer ${jwt}`,
          'apns-topic': topic,
          'apns-expiration': String(Math.floor(clock().getTime() / 1000) + EXPIRATION_SECONDS),
          'content-type': 'application/json',
        });
      } catch {
        done({ status: null, reason: 'network' });
        return;
      }
      const stream = req;
      stream.setEncoding('utf8');
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.on('data', (chunk: string) => {
        if (body.length < 4096) body += chunk;
      });
      stream.on('end', () => done({ status, reason: reasonOf(status, body) }));
      stream.on('close', () =>
        done({ status, reason: status ? reasonOf(status, body) : 'network' }),
      );
      stream.on('error', () => done({ status: null, reason: 'network' }));
      stream.end('{}');
    });
  }

  return {
    async send(pushToken, passTypeId) {
      if (!PUSH_TOKEN.test(pushToken))
        return { result: 'gone', status: null, reason: 'BadDeviceToken' };
      if (!TOPIC.test(passTypeId)) return { result: 'failed', status: null, reason: 'BadTopic' };
      const jwt = await tokens.current();
      let answer = await post(pushToken, passTypeId, jwt);
      // Apple says the token is too old (its clock against ours): sign a new one and try once more.
      if (answer.status === 403 && answer.reason === 'ExpiredProviderToken') {
        const fresh = await tokens.replace(jwt);
        if (fresh !== jwt) answer = await post(pushToken, passTypeId, fresh);
      }
      return { ...answer, result: resultOf(answer) };
    },
    close() {
      session?.close();
      session = null;
    },
  };
}

function resultOf({ status, reason }: Answer): ApnsOutcome['result'] {
  if (status === 200) return 'sent';
  if (status === 410) return 'gone';
  if (status === 400 && (reason === 'BadDeviceToken' || reason === 'DeviceTokenNotForTopic'))
    return 'gone';
  // 403: a provider token Apple refuses is the key's or the clock's fault, not the device's.
  if (status === null || status === 403 || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

function reasonOf(status: number | null, body: string): string {
  if (status === 200) return 'ok';
  let reason: unknown;
  try {
    reason = (JSON.parse(body) as { reason?: unknown }).reason;
  } catch {
    reason = undefined;
  }
  return typeof reason === 'string' && KNOWN_REASONS.has(reason) ? reason : `status_${status}`;
}

/** The provider token: signed on first use, reused for 50 minutes, shared by concurrent sends. */
function providerTokens(settings: ApplePushSettings, clock: () => Date) {
  const key = importPKCS8(settings.privateKey, 'ES256');
  let token: { jwt: Promise<string>; issuedAt: number } | null = null;
  const sign = () => {
    const issuedAt = clock().getTime();
    const jwt = key.then((k) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
        .setIssuer(settings.teamId)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .sign(k),
    );
    token = { jwt, issuedAt };
    // A key that fails to sign is tried again at the next send, not kept as the token.
    jwt.catch(() => {
      if (token?.jwt === jwt) token = null;
    });
    return jwt;
  };
  return {
    current(): Promise<string> {
      if (token && clock().getTime() - token.issuedAt < TOKEN_REUSE_MS) return token.jwt;
      return sign();
    },
    /** A new token in place of `refused`, unless that one is under 20 minutes old or replaced. */
    async replace(refused: string): Promise<string> {
      if (!token || (await token.jwt) !== refused) return this.current();
      if (clock().getTime() - token.issuedAt < TOKEN_MIN_AGE_MS) return refused;
      return sign();
    },
  };
}
