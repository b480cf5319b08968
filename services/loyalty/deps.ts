import type { Clock } from '@/services/loyalty/clock';
import type { Db } from '@/services/loyalty/db/client';
import type { Logger } from '@/services/loyalty/logger';
import type { DemoFaults } from '@/services/loyalty/dev/demo-faults';
import type { DemoOutbox, OtpSender } from '@/services/loyalty/otp/sender';
import type { PushSender } from '@/services/loyalty/reminders/push';
import type { ServiceSettings } from '@/services/loyalty/settings';

/** What every route module receives from the app factory. */
export interface Deps {
  db: Db;
  clock: Clock;
  settings: ServiceSettings;
  sender: OtpSender;
  /** Web push for reminders; null when no VAPID keys are set. */
  push: PushSender | null;
  /** Present in demo mode only; backs GET /dev/outbox. */
  outbox: DemoOutbox | null;
  /** Present in demo mode only; backs /dev/faults. */
  faults: DemoFaults | null;
  logger: Logger;
}
