import 'server-only';
import type { z } from 'zod';
import { BffError } from '@/lib/bff/errors';
import { readJsonBody } from '@/lib/bff/read-body';
import { appleWalletEnv } from '@/lib/config/env';

// Apple's pass web service, the BFF's part (docs/product.md §4 Member card in the phone's wallet;
// Apple's PassKit Web Service reference): the handlers under app/api/wallet/apple/v1 speak Apple's
// paths, statuses and header, and ask the service (lib/contract/apple-pass.ts), which checks the
// pass's token. Without the signing settings, or for another pass type, there is nothing here.

/** The signing settings when the pass type is ours, else null (the handler answers 404). */
export function ourPassType(passTypeIdentifier: string) {
  const settings = appleWalletEnv();
  return settings?.passTypeId === passTypeIdentifier ? settings : null;
}

/** The pass's own token, from `Authorization: ApplePass <token>`; null without one. */
export function passToken(request: Request): string | null {
  const m = /^ApplePass (\S+)$/.exec(request.headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}

/**
 * A device's JSON body as `schema` reads it, or the status to answer instead: read as the BFF
 * reads a browser's (lib/bff/read-body.ts, at most MAX_REQUEST_BYTES), so 413 or 400.
 */
export async function deviceBody<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; status: number }> {
  try {
    const parsed = schema.safeParse(await readJsonBody(request));
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400 };
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return { ok: false, status: error.status };
  }
}

/** An answer with no body, as Apple's reference gives most of them. */
export const bare = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

type PassVersion = { updatedAt: string; checkedAt: string };

/** A time's whole second, in milliseconds. */
const wholeSecond = (time: string) => Math.floor(Date.parse(time) / 1000) * 1000;

/**
 * The validators of a pass: an ETag of its last change's millisecond, weak since each signing
 * writes other bytes for the same pass; and Last-Modified, which has whole seconds only. Wallet
 * hands Last-Modified back as If-Modified-Since, so it is the start of the second of the service's
 * checkedAt, which every change missing from the copy is later than (sent in full); the copy's own
 * change is at or before it (304), unless it is more recent than that (a minute before the read),
 * when the copy is sent again rather than a change hidden.
 */
export function passValidators(pass: PassVersion) {
  return {
    etag: `W/"${Date.parse(pass.updatedAt)}"`,
    'last-modified': new Date(wholeSecond(pass.checkedAt)).toUTCString(),
  };
}

/**
 * Whether the device's copy is the pass as of its last change. If-None-Match, when sent, decides
 * alone (RFC 9110 §13.2.2). An If-Modified-Since date (a Last-Modified of passValidators) covers
 * the changes no later than it, to the millisecond: a change within the second after the date's
 * start is later than it, so it is sent.
 */
export function deviceHasPass(request: Request, pass: PassVersion): boolean {
  const changed = Date.parse(pass.updatedAt);
  const tags = request.headers.get('if-none-match');
  if (tags !== null)
    return tags
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === `"${changed}"`);
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && changed <= since;
}

/** Apple's status for a call the service refused: a token it refused is a 401, else its own. */
export const refusedStatus = (result: { status: number }) =>
  result.status === 401 || result.status === 404 ? 401 : result.status;
