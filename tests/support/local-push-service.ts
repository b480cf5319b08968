import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The push service a browser would hand out endpoints for (FCM, Mozilla autopush), run in the
// test process because this machine has no network to reach the real ones. It holds the
// user agent's side of each subscription, so it checks what a real one would refuse — the VAPID
// JWT (RFC 8292) — and decrypts the payload as the browser would (RFC 8291 over the aes128gcm
// content coding of RFC 8188), so tests see what would actually reach the service worker.

export interface PushKeys {
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
  vapidPublicKey: string;
}

export interface LocalPushService {
  url: string;
  /** A new subscription: a fresh P-256 key pair and 16-byte auth secret, endpoint `${url}/push/<random id>`. */
  subscribe(): { endpoint: string; keys: PushKeys; expirationTime: null };
  /** Decrypted messages received so far for that endpoint (all endpoints when omitted), oldest first. */
  received(endpoint?: string): ReceivedPush[];
  /** Make that endpoint answer `status` (e.g. 410, 404, 500) or 'hang' (never answer, for timeouts) from now on; 'ok' = 201 again. */
  answer(endpoint: string, behaviour: number | 'hang' | 'ok'): void;
  close(): Promise<void>;
}

type Subscription = {
  endpoint: string;
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  behaviour: number | 'hang' | 'ok';
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// RFC 8292 §2: a JWT lives at most 24 hours.
const MAX_JWT_LIFETIME_S = 24 * 60 * 60;

function checkVapid(
  authorization: string | undefined,
  audience: string,
  expectedKey: string | undefined,
): string {
  const refuse = (why: string) => new Refusal(403, `VAPID: ${why}`);
  if (!authorization) throw refuse('no Authorization header');
  const match = /^vapid\s+(.*)$/i.exec(authorization.trim());
  if (!match?.[1]) throw refuse('Authorization scheme is not "vapid"');
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token) throw refuse('no t= (JWT) in Authorization');
  if (!k) throw refuse('no k= (public key) in Authorization');
  if (expectedKey !== undefined && k !== expectedKey) {
    throw refuse('k is not the application server key this service expects');
  }

  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    throw refuse('k is not a 65-byte uncompressed P-256 point');
  }
  let key: crypto.KeyObject;
  try {
    key = crypto.createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
    });
  } catch {
    throw refuse('k is not a point on P-256');
  }

  const parts = token.split('.');
  if (parts.length !== 3) throw refuse('t is not a JWS compact serialisation');
  const [rawHeader = '', rawClaims = '', rawSignature = ''] = parts;
  let header: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(Buffer.from(rawHeader, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(rawClaims, 'base64url').toString('utf8'));
  } catch {
    throw refuse('JWT header or claims are not JSON');
  }
  if (header.alg !== 'ES256') throw refuse(`JWT alg is ${String(header.alg)}, not ES256`);
  // JWS ES256 signatures are r||s (IEEE P1363), not the DER that node:crypto assumes by default.
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${rawHeader}.${rawClaims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(rawSignature, 'base64url'),
  );
  if (!valid) throw refuse('JWT signature does not verify against k');

  if (claims.aud !== audience) {
    throw refuse(`aud is ${JSON.stringify(claims.aud)}, not the endpoint origin ${audience}`);
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number') throw refuse('exp is missing');
  if (claims.exp <= now) throw refuse('exp is in the past');
  if (claims.exp > now + MAX_JWT_LIFETIME_S) throw refuse('exp is more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw refuse('sub is missing or neither a mailto: nor an https: URI');
  }
  return k;
}

// RFC 8291 §3.4 and RFC 8188 §2. crypto.hkdfSync is HKDF-Extract followed by one HKDF-Expand,
// which is exactly each derivation here; CEK and NONCE just redo the same (deterministic) Extract.
function decrypt(body: Buffer, sub: Subscription): Buffer {
  const refuse = (why: string) => new Refusal(400, `aes128gcm: ${why}`);
  if (body.length < 21) throw refuse('body is shorter than the content-coding header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  if (idlen !== 65) throw refuse(`keyid is ${idlen} bytes, not a 65-byte P-256 public key`);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (rs < 18) throw refuse(`record size ${rs} is below the minimum of 18`);
  // Web push messages are a single record, so anything longer than rs is a second record.
  if (record.length > rs) throw refuse('more than one record');
  if (record.length < 17) throw refuse('record is shorter than tag plus delimiter');

  let plaintext: Buffer;
  try {
    const ecdhSecret = sub.ecdh.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic]);
    const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, sub.authSecret, keyInfo, 32));
    const cek = Buffer.from(
      crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plaintext = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
  } catch (error) {
    throw refuse(`cannot decrypt (${(error as Error).message})`);
  }

  let end = plaintext.length;
  while (end > 0 && plaintext[end - 1] === 0x00) end--;
  // 0x02 marks the last record; 0x01 would promise another that a push message cannot carry.
  if (end === 0 || plaintext[end - 1] !== 0x02) throw refuse('no last-record delimiter');
  return plaintext.subarray(0, end - 1);
}

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}

export async function startLocalPushService(opts?: {
  vapidPublicKey?: string;
}): Promise<LocalPushService> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const hung = new Set<http.ServerResponse>();
  let url = '';

  const handle = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const id = /^\/push\/([^/]+)$/.exec(path)?.[1];
    if (!id) throw new Refusal(404, 'not a push endpoint');
    if (req.method !== 'POST') throw new Refusal(405, 'push messages are POSTed');
    const sub = subscriptions.get(id);
    if (!sub) throw new Refusal(404, 'no such subscription');

    if (sub.behaviour === 'hang') {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (sub.behaviour !== 'ok') throw new Refusal(sub.behaviour, 'told to answer this');

    const vapidPublicKey = checkVapid(
      header(req, 'authorization') ?? undefined,
      new URL(sub.endpoint).origin,
      opts?.vapidPublicKey,
    );
    const encoding = header(req, 'content-encoding');
    if (encoding !== 'aes128gcm') {
      throw new Refusal(400, `Content-Encoding is ${String(encoding)}, not aes128gcm`);
    }
    const plaintext = decrypt(body, sub);
    let payload: unknown;
    try {
      payload = JSON.parse(plaintext.toString('utf8'));
    } catch {
      throw new Refusal(400, 'decrypted payload is not JSON');
    }
    received.push({
      endpoint: sub.endpoint,
      payload,
      ttl: header(req, 'ttl'),
      urgency: header(req, 'urgency'),
      topic: header(req, 'topic'),
      vapidPublicKey,
    });
    res.writeHead(201, { location: `${sub.endpoint}/messages/${received.length}` });
    res.end();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 500;
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const byEndpoint = (endpoint: string) => {
    const sub = [...subscriptions.values()].find((s) => s.endpoint === endpoint);
    if (!sub) throw new Error(`No subscription with endpoint ${endpoint}`);
    return sub;
  };

  return {
    url,
    subscribe() {
      const id = crypto.randomBytes(16).toString('base64url');
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const endpoint = `${url}/push/${id}`;
      subscriptions.set(id, { endpoint, ecdh, publicKey, authSecret, behaviour: 'ok' });
      return {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        expirationTime: null,
      };
    },
    received(endpoint) {
      return received.filter((r) => endpoint === undefined || r.endpoint === endpoint);
    },
    answer(endpoint, behaviour) {
      byEndpoint(endpoint).behaviour = behaviour;
    },
    async close() {
      for (const res of hung) res.destroy();
      // Keep-alive sockets from fetch would otherwise hold close() open until they time out.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
