import { generateKeyPairSync } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { ApplePushSettings } from '@/services/loyalty/settings';

// A stand-in for Apple's push service (APNs) on this machine, plain HTTP/2 (h2c), which
// services/loyalty/env.ts allows for a loopback APNS_HOST only. It keeps every request and checks
// what Apple would: POST /3/device/<token>, the pass type id as apns-topic, a provider token that
// verifies with the public half of a key made for the test run (ES256, kid, iss = team), and the
// empty `{}` body. Each token's answer is the test's to choose.

export const APNS_TEAM_ID = 'TEAM012345';
export const APNS_KEY_ID = 'KEY0123456';

const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
export const APNS_PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

export interface ApnsRequest {
  method: string;
  path: string;
  token: string;
  topic: string | undefined;
  pushType: string | undefined;
  body: string;
  jwt: string;
  /** The provider token verified: signature, ES256, kid and iss. */
  signed: boolean;
  issuedAt: number | undefined;
}

export interface Answer {
  status: number;
  reason?: string;
  /** Waits this long before answering (a slow APNs). */
  delayMs?: number;
}

export interface LocalApns {
  host: string;
  settings: ApplePushSettings;
  requests: ApnsRequest[];
  /** The requests for these device tokens, in order. */
  to(...tokens: string[]): ApnsRequest[];
  /** How a token is answered; 200 unless set. `once` answers so for its next request only. */
  answer(token: string, answer: Answer, once?: boolean): void;
  /** Provider tokens issued before this time (epoch seconds) get 403 ExpiredProviderToken. */
  expireTokensIssuedBefore(seconds: number): void;
  close(): Promise<void>;
}

export async function startLocalApns(): Promise<LocalApns> {
  const requests: ApnsRequest[] = [];
  const answers = new Map<string, { answer: Answer; once: boolean }>();
  let expiredBefore = 0;
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      void (async () => {
        const path = String(headers[':path']);
        const token = path.replace(/^\/3\/device\//, '');
        const jwt = String(headers.authorization ?? '').replace(/^bearer /, '');
        const verified = await verify(jwt);
        requests.push({
          method: String(headers[':method']),
          path,
          token,
          topic: headers['apns-topic'] as string | undefined,
          pushType: headers['apns-push-type'] as string | undefined,
          body,
          jwt,
          signed: verified !== null,
          issuedAt: verified?.iat,
        });
        const set = answers.get(token);
        if (set?.once) answers.delete(token);
        const answer: Answer = !verified
          ? { status: 403, reason: 'InvalidProviderToken' }
          : (verified.iat ?? 0) < expiredBefore
            ? { status: 403, reason: 'ExpiredProviderToken' }
            : (set?.answer ?? { status: 200 });
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        if (stream.destroyed) return;
        stream.respond({ ':status': answer.status, 'apns-id': crypto.randomUUID() });
        stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : undefined);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    settings: { keyId: APNS_KEY_ID, teamId: APNS_TEAM_ID, privateKey: APNS_PRIVATE_KEY, host },
    requests,
    to: (...tokens) => requests.filter((r) => tokens.includes(r.token)),
    answer: (token, answer, once = false) => void answers.set(token, { answer, once }),
    expireTokensIssuedBefore: (seconds) => void (expiredBefore = seconds),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

async function verify(jwt: string): Promise<{ iat: number | undefined } | null> {
  try {
    if (decodeProtectedHeader(jwt).kid !== APNS_KEY_ID) return null;
    const { payload } = await jwtVerify(jwt, keys.publicKey, {
      issuer: APNS_TEAM_ID,
      algorithms: ['ES256'],
    });
    return { iat: payload.iat };
  } catch {
    return null;
  }
}
