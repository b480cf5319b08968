import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '@/services/loyalty/deps';
import type { DemoFaults } from '@/services/loyalty/dev/demo-faults';
import { findLiveMember } from '@/services/loyalty/domain/members';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { readJsonBody } from '@/services/loyalty/http/body';
import { badRequest } from '@/services/loyalty/http/errors';

const faultSchema = z.object({ call: z.string(), cCode: z.string(), phnNo: z.string() });

// Demo mode only, like /dev/outbox: registered only when LOYALTY_DEMO=1, so it answers 404
// otherwise. PUT sets a member's call to fail with 503, DELETE clears it.
export function registerDevFaults(app: Hono, deps: Deps & { faults: DemoFaults }): void {
  const setFault = (failing: boolean) => async (c: Context) => {
    const parsed = faultSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest('body', 'Expected {call, cCode, phnNo}');
    const { call, cCode, phnNo } = parsed.data;
    if (!deps.faults.canFail(call))
      throw badRequest('call', 'Not a call that signs a member in, so it cannot be set to fail');
    const member = await findLiveMember(deps.db, parsePhone(cCode, phnNo).e164);
    if (!member)
      return c.json(
        { statusCode: 404, message: 'No such member', data: { code: 'not_found' } },
        404,
      );
    deps.faults.set(call, member.id, failing);
    return c.json({
      statusCode: 200,
      message: failing ? 'Fault set' : 'Fault cleared',
      data: { call, failing },
    });
  };
  app.put('/dev/faults', setFault(true));
  app.delete('/dev/faults', setFault(false));
}
