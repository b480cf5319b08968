import { env } from '@/lib/config/env';
import { forwardToSentry } from '@/lib/observability/sentry-tunnel';

export const dynamic = 'force-dynamic';

// The tunnel the browser's error reports go through (lib/observability/sentry-tunnel.ts).
export function POST(request: Request) {
  return forwardToSentry(request, env().SENTRY_DSN);
}
