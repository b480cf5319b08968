import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';

const HEADER = 'x-correlation-id';
const SAFE = /^[A-Za-z0-9._:-]{1,128}$/;
const assigned = new WeakMap<Request, string>();

/** The BFF's correlation id when it sent a well-formed one, else a new one; stable per request. */
export function correlationId(c: Context): string {
  const known = assigned.get(c.req.raw);
  if (known) return known;
  const sent = c.req.header(HEADER);
  const id = sent && SAFE.test(sent) ? sent : randomUUID();
  assigned.set(c.req.raw, id);
  return id;
}

export const CORRELATION_HEADER = HEADER;
