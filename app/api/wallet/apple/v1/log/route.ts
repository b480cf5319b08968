import { appleWalletEnv } from '@/lib/config/env';
import { logger } from '@/lib/observability/logger';
import { bare } from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

/** The most a device may send at once: its messages are read, not kept. */
const MAX_LOGS = 20;

/** Apple's "log a message": what went wrong on a device with our passes, for the server log. */
export async function POST(request: Request) {
  if (!appleWalletEnv()) return bare(404);
  const body = (await request.json().catch(() => null)) as { logs?: unknown } | null;
  const logs = Array.isArray(body?.logs) ? body.logs.filter((l) => typeof l === 'string') : [];
  for (const message of logs.slice(0, MAX_LOGS))
    logger().warn({ event: 'apple_wallet_log', message: message.slice(0, 500) }, 'Apple Wallet');
  return bare(200);
}
