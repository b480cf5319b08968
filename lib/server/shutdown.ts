import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import { logger } from '@/lib/observability/logger';

// Whether this process has been asked to stop. On SIGTERM or SIGINT Next's own handler closes the
// server: it takes no new connection and exits once the requests in flight are answered
// (node_modules/next/dist/server/lib/start-server.js). Meanwhile /api/ready answers 503
// `stopping` (lib/server/readiness.ts), so a balancer that asks again on a kept-alive connection
// sends nothing more here. The exit stays Next's: this listener only takes note, and closes each
// kept-alive connection once its last response is sent. Next's `server.close()` closes the
// connections idle at the signal, but one whose request was in flight then stays open for the
// keep-alive timeout (65 s, scripts/prod-commands.mjs), and the process with it, past any grace
// period a supervisor allows.

const STATE = Symbol.for('amrx.shutdown');
type State = { stopping: boolean };
const shared = globalThis as typeof globalThis & { [STATE]?: State };

/** Installs the listeners once per process (instrumentation.ts), whatever loads this again. */
export function watchForShutdown(): void {
  if (shared[STATE]) return;
  shared[STATE] = { stopping: false };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => markStopping(signal));
  // Node publishes every finished response of every HTTP server here (node:http diagnostics).
  subscribe('http.server.response.finish', (message) => {
    if (!isStopping()) return;
    const { server } = message as { server?: Server };
    // After 'finish' Node marks the connection idle; the next turn finds it so.
    setImmediate(() => server?.closeIdleConnections());
  });
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
