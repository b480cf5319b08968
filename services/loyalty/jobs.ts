import { apnsSender } from '@/services/loyalty/apple-push/apns';
import { runApplePassPush } from '@/services/loyalty/apple-push/job';
import type { Clock } from '@/services/loyalty/clock';
import type { Db } from '@/services/loyalty/db/client';
import { purgeExpired } from '@/services/loyalty/domain/housekeeping';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { errorFields, type Logger } from '@/services/loyalty/logger';
import type { Senders } from '@/services/loyalty/reminders/deliver';
import { runReminders } from '@/services/loyalty/reminders/job';
import type { ServiceSettings } from '@/services/loyalty/settings';

const PURGE_INTERVAL_MS = 15 * 60 * 1000;
/** How soon a changed Apple pass is pushed to its devices, at most (docs/product.md §4). */
export const APPLE_PUSH_INTERVAL_MS = 60 * 1000;

export interface Jobs {
  /** The jobs this process runs: the Apple pass push only with APNs settings. */
  names: readonly string[];
  /** Stops the timers and waits for a run in progress (up to `waitMs`), so the pool can close. */
  stop(waitMs: number): Promise<void>;
}

/**
 * The service's timers, each safe in every replica at once (docs/architecture.md §5): expired
 * codes and tokens deleted, lapsed points expired (docs/architecture.md §4) and reminders sent
 * (docs/product.md §4 Reminders), and, with APNs settings, changed Apple passes pushed to
 * their devices (services/loyalty/apple-push/job.ts). All but the clean-up also run at once.
 */
export function startJobs(opts: {
  db: Db;
  clock: Clock;
  settings: ServiceSettings;
  senders: Senders;
  logger: Logger;
}): Jobs {
  const { db, clock, logger } = opts;
  const running = new Set<Promise<unknown>>();
  const job = (name: string, run: () => Promise<unknown>) => () => {
    const p = run()
      .catch((err: unknown) => logger.error(`${name} failed`, { error: errorFields(err) }))
      .finally(() => running.delete(p));
    running.add(p);
  };
  const purge = job('purge', () => purgeExpired(db, clock()));
  const expire = job('expiry', () => runExpiry(db, clock()));
  const remind = job('reminders', () => runReminders(db, clock(), opts.senders));
  expire();
  remind();
  const timers = [
    setInterval(purge, PURGE_INTERVAL_MS),
    setInterval(expire, opts.settings.ledger.expiryIntervalSeconds * 1000),
    setInterval(remind, opts.settings.reminders.intervalSeconds * 1000),
  ];
  const names = ['purge', 'expiry', 'reminders'];
  const apple = opts.settings.applePush;
  const apns = apple ? apnsSender(apple, { clock }) : null;
  if (apns) {
    const push = job('apple pass push', () => runApplePassPush(db, clock(), apns, logger));
    push();
    timers.push(setInterval(push, APPLE_PUSH_INTERVAL_MS));
    names.push('apple pass push');
  }
  for (const t of timers) t.unref();
  return {
    names,
    stop: async (waitMs) => {
      for (const t of timers) clearInterval(t);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
      ]);
      clearTimeout(timer);
      apns?.close();
    },
  };
}
