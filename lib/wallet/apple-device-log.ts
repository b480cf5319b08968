import 'server-only';
import { z } from 'zod';
import { logger } from '@/lib/observability/logger';

// Apple's "log a message" (app/api/wallet/apple/v1/log): what went wrong on a device with our
// passes (a pass it could not fetch, an answer of ours it did not expect), for an operator reading
// the server log (docs/production.md §10). Anyone may post there, with no token, so what reaches
// the log is bounded: a few messages of a request, each cut short, and a budget a minute for the
// whole process. What is not logged is counted, and the count is logged with the next minute's
// first message, so a flood shows as one line and not as silence.

/** The messages of one request that are logged. */
export const MESSAGES_PER_REQUEST = 5;
/** A message's characters kept: Apple's name a pass or a URL, and what went wrong. */
export const MESSAGE_CHARS = 300;
/** The messages logged in a minute, from every device together. */
export const MESSAGES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** Apple's body: `{ "logs": ["…", …] }`. */
export const appleDeviceLogSchema = z.object({ logs: z.array(z.string()) });

let minute = { start: Number.NEGATIVE_INFINITY, logged: 0, dropped: 0 };

const cut = (message: string) =>
  message.length > MESSAGE_CHARS ? `${message.slice(0, MESSAGE_CHARS)}…` : message;

/** Logs what the budget allows of a device's messages, counting the rest. */
export function logDeviceMessages(messages: readonly string[], now: number): void {
  if (now - minute.start >= MINUTE_MS) {
    if (minute.dropped > 0)
      logger().warn(
        { event: 'apple_wallet_log_dropped', dropped: minute.dropped },
        'Apple Wallet messages not logged in the last minute',
      );
    minute = { start: now, logged: 0, dropped: 0 };
  }
  const read = messages.slice(0, MESSAGES_PER_REQUEST);
  minute.dropped += messages.length - read.length;
  for (const message of read) {
    if (minute.logged >= MESSAGES_PER_MINUTE) {
      minute.dropped += 1;
      continue;
    }
    minute.logged += 1;
    logger().warn({ event: 'apple_wallet_log', message: cut(message) }, 'Apple Wallet');
  }
}
