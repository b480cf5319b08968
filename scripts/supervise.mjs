// The product's processes as one (scripts/start-prod.mjs): SIGTERM and SIGINT reach every child as
// they came (SIGHUP as SIGTERM); when one child ends the others are stopped; a child that has
// not stopped after the grace period is killed, never left running; and the exit code says
// whether something failed. A second signal kills at once.
import { constants } from 'node:os';

/** Exit codes of a server that stopped because it was asked to (Next exits 128 + the signal). */
const ASKED = new Set([0, 128 + constants.signals.SIGINT, 128 + constants.signals.SIGTERM]);

/**
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {{ graceMs?: number, stopWithParent?: boolean, parentCheckMs?: number }} [options]
 *   graceMs: how long the children have to finish their requests once asked to stop (less than
 *   an orchestrator's own wait before it kills, 30 s by default on Kubernetes).
 *   stopWithParent: stop when the process that started this one is gone; see below.
 */
export function supervise(children, options = {}) {
  const { graceMs = 25_000, stopWithParent = false, parentCheckMs = 1000 } = options;
  const running = () =>
    children.filter((c) => c.pid !== undefined && c.exitCode === null && c.signalCode === null);
  let stopping = false;
  let exitCode = 0;
  let killTimer;

  const stop = (signal, code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const child of running()) child.kill(signal);
    killTimer = setTimeout(() => {
      const left = running();
      console.error(
        `${left.length} process(es) still running ${graceMs / 1000} s after ${signal}: killed`,
      );
      for (const child of left) child.kill('SIGKILL');
      exitCode ||= 1;
    }, graceMs);
  };
  const exitWhenAllEnded = () => {
    if (running().length > 0) return;
    clearTimeout(killTimer);
    process.exit(exitCode);
  };

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) return stop(signal === 'SIGHUP' ? 'SIGTERM' : signal, 0);
      for (const child of running()) child.kill('SIGKILL');
      exitCode ||= 1;
    });
  }
  for (const child of children) {
    child.on('exit', (code, signal) => {
      // The first to end unasked ends the product: a server that exits 0 by itself has still left
      // its pair alone, so the supervisor reports a failure either way.
      if (!stopping) stop('SIGTERM', failureCode(code, signal) || 1);
      else if (exitCode === 0 && !(ASKED.has(code) || signal === 'SIGTERM' || signal === 'SIGINT'))
        exitCode = failureCode(code, signal) || 1;
      exitWhenAllEnded();
    });
    child.on('error', (error) => {
      console.error(`could not start ${child.spawnfile}: ${error.message}`);
      stop('SIGTERM', 1);
      exitWhenAllEnded();
    });
  }

  // `npm run` starts a script through `sh -c`, and on SIGTERM signals only that shell, which
  // ends without passing the signal on: the servers would keep running with no one to stop
  // them. A parent that is gone is taken as the SIGTERM it did not pass on.
  if (stopWithParent) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      stop('SIGTERM', 0);
    }, parentCheckMs);
    watch.unref();
  }
}

/** A child's own exit code, or 128 + the number of the signal that ended it. */
function failureCode(code, signal) {
  if (code !== null) return code;
  return 128 + (constants.signals[signal] ?? 0);
}
