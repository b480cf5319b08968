import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { CALLS, type CallName } from '@/lib/contract/calls';
import {
  ErrorDataSchema,
  envelopeSchema,
  isSuccessCode,
  type Envelope,
} from '@/lib/contract/envelope';
import {
  isCredentialRefusal,
  logCredentialsRefused,
  logUpstreamUnreachable,
  outcomeOfStatus,
  recordUpstreamAttempt,
} from '@/lib/observability/bff-telemetry';
import { BffError } from './errors';
import { MAX_REPLY_BYTES, MAX_RETRIES, backoffMs } from './policy';
import { UpstreamFailure, sendUpstream, type UpstreamReply } from './upstream';

// One upstream call with docs/product.md §7's retries, checked against the contract on the way back
// (docs/conventions.md §5): a reply that does not parse is an error, never wrong data on screen. Every
// attempt and every wait between them fits in the browser call's one deadline (docs/quality.md §2
// item 23): each attempt gets what is left of it.

export type UpstreamRequest = {
  name: CallName;
  base: URL;
  /** When the browser's call must have its answer (epoch ms), whatever the retries. */
  deadline: number;
  headers: Record<string, string>;
  body: unknown;
};

export type UpstreamResult = { status: number; envelope: Envelope<unknown>; retryAfter?: string };

export async function callUpstream({
  name,
  base,
  deadline,
  headers,
  body,
}: UpstreamRequest): Promise<UpstreamResult> {
  const def = CALLS[name];
  const movesPoints = def.movesPoints === true;
  // Each call says whether a 5xx is retried (lib/contract/call-definition.ts retryOn5xx).
  const retryable = def.retryOn5xx;
  const url = upstreamUrl(base, def.path);
  const payload = def.method === 'GET' ? undefined : JSON.stringify(body ?? {});
  // Whether any attempt may have reached the upstream: a points-moving call may then have moved.
  let reached = false;
  const outOfTime = () =>
    new BffError(movesPoints && reached ? 'outcome_unknown' : 'upstream_timeout');
  /** Waits before the next attempt; false when no time would be left for it. */
  const waitToRetry = async (attempt: number) => {
    const wait = backoffMs(attempt);
    if (deadline - Date.now() <= wait) return false;
    await sleep(wait);
    return true;
  };

  const correlationId = headers['x-correlation-id'] ?? '';
  for (let attempt = 0; ; attempt++) {
    const canRetry = retryable && attempt < MAX_RETRIES;
    const left = deadline - Date.now();
    if (left <= 0) throw outOfTime();
    let reply: UpstreamReply;
    try {
      reply = await sendUpstream({
        method: def.method,
        url,
        headers,
        body: payload,
        timeoutMs: left,
        maxBytes: MAX_REPLY_BYTES,
      });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      reached ||= error.sent;
      if (error.kind === 'timeout') {
        recordUpstreamAttempt(name, error.kind, false);
        logUpstreamUnreachable(name, error.kind, correlationId);
        throw outOfTime();
      }
      const mayRetry = canRetry || (!error.sent && attempt < MAX_RETRIES && def.method === 'GET');
      const retrying = mayRetry && (await waitToRetry(attempt));
      recordUpstreamAttempt(name, error.kind, retrying);
      if (retrying) continue;
      if (error.kind === 'network') logUpstreamUnreachable(name, error.kind, correlationId);
      if (movesPoints && reached) throw new BffError('outcome_unknown');
      throw new BffError(error.kind === 'network' ? 'upstream_unavailable' : 'upstream_invalid');
    }

    reached = true;
    if (reply.status >= 500) {
      const retrying = canRetry && (await waitToRetry(attempt));
      recordUpstreamAttempt(name, outcomeOfStatus(reply.status), retrying);
      if (retrying) continue;
      throw new BffError(movesPoints ? 'outcome_unknown' : 'upstream_unavailable');
    }
    recordUpstreamAttempt(name, outcomeOfStatus(reply.status), false);
    const envelope = parseReply(name, reply);
    const code = (envelope.data as { code?: unknown } | null)?.code;
    if (isCredentialRefusal(name, reply.status, code))
      logCredentialsRefused(name, String(code), correlationId);
    return { status: reply.status, envelope, retryAfter: reply.retryAfter };
  }
}

const urls = new Map<string, URL>();
function upstreamUrl(base: URL, path: string): URL {
  const key = base.href + path;
  let url = urls.get(key);
  if (!url) urls.set(key, (url = new URL(path, base)));
  return url;
}

// Built once per call: a zod schema is costly to create and cheap to reuse.
const successSchemas = new Map<CallName, ReturnType<typeof envelopeSchema>>();
const errorSchema = envelopeSchema(ErrorDataSchema.catch(null));

function replySchema(name: CallName, success: boolean) {
  if (!success) return errorSchema;
  let schema = successSchemas.get(name);
  if (!schema) successSchemas.set(name, (schema = envelopeSchema(CALLS[name].data)));
  return schema;
}

function parseReply(name: CallName, reply: UpstreamReply): Envelope<unknown> {
  const parsed = replySchema(name, isSuccessCode(reply.status)).safeParse(reply.body);
  if (!parsed.success || parsed.data.statusCode !== reply.status)
    throw new BffError('upstream_invalid');
  return parsed.data;
}
