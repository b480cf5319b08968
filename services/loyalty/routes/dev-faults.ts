import type { Hono } from 'hono';
import { z } from 'zod';
import { CALLS, type CallName } from '@/lib/contract/calls';
import type { Deps } from '@/services/loyalty/deps';
import type { DemoFaults } from '@/services/loyalty/dev/demo-faults';
import { findLiveMember } from '@/services/loyalty/domain/members';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { readJsonBody } from '@/services/loyalty/http/body';
import { badRequest } from '@/services/loyalty/http/errors';

const faultSchema = z.object({
  call: z.string().refine((name): name is CallName => name in CALLS, 'Unknown call'),
  cCode: z.string(),
  phnNo: z.string(),
});

// Demo mode only, like /dev/outbox: registered only when LOYALTY_DEMO=1, so it answers 404
// otherwise. PUT sets a member's call to fail with 503, DELETE clears it.
export function registerDevFaults(app: Hono, deps: Deps, faults: DemoFaults): void {
  const handle = (failing: boolean) =>
    app.on(failing ? 'PUT' : 'DELETE', '/dev/faults', async (c) => {
      const parsed = faultSchema.safeParse(await readJsonBody(c));
      if (!parsed.success) throw badRequest('body', 'Expected {call, cCode, phnNo}');
      const { call, cCode, phnNo } = parsed.data;
      const member = await findLiveMember(deps.db, parsePhone(cCode, phnNo).e164);
      if (!member) return c.json({ statusCode: 404, message: 'No such member', data: { code: 'not_found' } }, 404);
      faults.set(call as CallName, member.id, failing);
      return c.json({ statusCode: 200, message: failing ? 'Fault set' : 'Fault cleared', data: { call, failing } });
    });
  handle(true);
  handle(false);
}
