import type { Hono } from 'hono';
import type { DemoOutbox } from '@/services/loyalty/otp/sender';

// Demo mode only: lets a tester read the OTP that would have gone by SMS.
// Registered only when LOYALTY_DEMO=1, so it answers 404 otherwise.
export function registerDevOutbox(app: Hono, outbox: DemoOutbox): void {
  app.get('/dev/outbox', (c) => {
    const cCode = c.req.query('cCode');
    const phnNo = c.req.query('phnNo');
    const to = phnNo
      ? `${cCode?.startsWith('+') ? cCode : `+${cCode ?? '971'}`}${phnNo.replace(/^0+/, '')}`
      : undefined;
    return c.json({ statusCode: 200, message: 'Success', data: { messages: outbox.list(to) } });
  });
}
