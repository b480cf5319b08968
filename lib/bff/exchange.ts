import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { ErrorDataSchema, envelopeSchema, isSuccessCode, type Envelope } from '@/lib/contract/envelope';
import { BffError } from './errors';
import { MAX_REPLY_BYTES, MAX_RETRIES, POINTS_MOVING, backoffMs } from './policy';
import { UpstreamFailure, sendUpstream, type UpstreamReply } from './upstream';

// One upstream call with SPEC §7's retries, checked against the contract on the way back
// (STYLE.md §5): a reply that does not parse is an error, never wrong data on screen.

export type Exchange = {
  name: CallName;
  base: URL;
  deadlineMs: number;
  headers: Record<string, string>;
  body: unknown;
};

export type ExchangeResult = { status: number; envelope: Envelope<unknown>; retryAfter?: string };

export async function exchange({ name, base, deadlineMs, headers, body }: Exchange): Promise<ExchangeResult> {
  const def = CALLS[name];
  const movesPoints = POINTS_MOVING.has(name);
  // A points-moving call carries its idempotency key (the contract requires it), so repeating it
  // cannot apply it twice; any other call is repeated only where SPEC §7 lists it.
  const retryable = def.retryOn5xx || movesPoints;
  const url = upstreamUrl(base, def.path);
  const payload = def.method === 'GET' ? undefined : JSON.stringify(body ?? {});

  for (let attempt = 0; ; attempt++) {
    const canRetry = retryable && attempt < MAX_RETRIES;
    let reply: UpstreamReply;
    try {
      reply = await sendUpstream({
        method: def.method,
        url,
        headers,
        body: payload,
        deadlineMs,
        maxBytes: MAX_REPLY_BYTES,
      });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      if (canRetry || (!error.sent && attempt < MAX_RETRIES && def.method === 'GET')) {
        await sleep(backoffMs(attempt));
        continue;
      }
      if (movesPoints && error.sent) throw new BffError('outcome_unknown');
      if (error.kind === 'timeout') throw new BffError('upstream_timeout');
      throw new BffError(error.kind === 'network' ? 'upstream_unavailable' : 'upstream_invalid');
    }

    if (reply.status >= 500) {
      if (canRetry) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw new BffError(movesPoints ? 'outcome_unknown' : 'upstream_unavailable');
    }
    return { status: reply.status, envelope: parseReply(name, reply), retryAfter: reply.retryAfter };
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
  if (!parsed.success || parsed.data.statusCode !== reply.status) throw new BffError('upstream_invalid');
  return parsed.data;
}
