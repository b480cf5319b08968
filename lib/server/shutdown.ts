import { logger } from '@/lib/observability/logger';

// Whether this process has been asked to stop. On SIGTERM or SIGINT Next's own handler closes the
// server: it takes no new connection and exits once the requests in flight are answered
// (node_modules/next/dist/server/lib/start-server.js). Meanwhile /api/ready answers 503
// `stopping` (lib/server/readiness.ts), so a balancer that asks again on a kept-alive connection
// sends nothing more here. The exit stays Next's: this listener only takes note.

const STATE = Symbol.for('amrx.shutdown');
type State = { stopping: boolean };
const shared = globalThis as typeof globalThis & { [STATE]?: State };

/** Installs the listeners once per process (instrumentation.ts), whatever loads this again. */
export function watchForShutdown(): void {
  if (shared[STATE]) return;
  shared[STATE] = { stopping: false };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => markStopping(signal));
}

export function markStopping(signal: NodeJS.Signals): void {
  const state = (shared[STATE] ??= { stopping: false });
  if (state.stopping) return;
  state.stopping = true;
  logger().info({ signal }, 'stopping');
}

export function isStopping(): boolean {
  return shared[STATE]?.stopping === true;
}
