import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { defineCall } from '@/services/loyalty/http/define-call';
import { partnerBrand } from '@/services/loyalty/http/partner-auth';
import { recordOrder, updateOrder, type OrderMember } from '@/services/loyalty/ledger/orders';

// Partner API: how points are earned. Server to server, one key per brand.
export function registerPartnerOrders(app: Hono, deps: Deps): void {
  defineCall(app, deps, 'partner-order', async ({ c, body, headers, now }) => {
    const brand = partnerBrand(c, deps.settings, headers);
    // The schema lets through a phone or a card code, never both and never neither.
    const member: OrderMember = body.memberCard
      ? { cardCode: body.memberCard, lookupSecret: deps.settings.lookupSecret }
      : { phoneE164: parsePhone(body.cCode!, body.phnNo!).e164 };
    const data = await recordOrder(
      deps.db,
      {
        brand,
        member,
        orderId: body.orderId,
        amountMinor: body.amountMinor,
        status: body.status,
      },
      now,
    );
    return { data };
  });

  defineCall(app, deps, 'partner-order-status', async ({ c, body, headers, now }) => {
    const brand = partnerBrand(c, deps.settings, headers);
    return {
      data: await updateOrder(deps.db, { brand, orderId: body.orderId, status: body.status }, now),
    };
  });
}
