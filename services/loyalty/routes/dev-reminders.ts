import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '@/services/loyalty/deps';
import { runReminders } from '@/services/loyalty/reminders/job';

const RunSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

// Demo mode only: runs the reminder job now, or as if it were `at`, so a tester (and the e2e
// journey of reminders) need not wait for points to come close to expiring. Registered only when
// LOYALTY_DEMO=1, so it answers 404 otherwise.
export function registerDevReminders(app: Hono, deps: Deps): void {
  app.post('/dev/reminders/run', async (c) => {
    const parsed = RunSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success)
      return c.json({ statusCode: 400, message: 'Invalid at', data: { field: 'at' } }, 400);
    const now = parsed.data.at ? new Date(parsed.data.at) : deps.clock();
    const result = await runReminders(deps.db, now, {
      push: deps.push,
      text: deps.sender,
      logger: deps.logger,
    });
    return c.json({ statusCode: 200, message: 'Success', data: result });
  });
}
