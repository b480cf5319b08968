import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { defineCall } from '@/services/loyalty/http/define-call';
import { partnerBrand } from '@/services/loyalty/http/partner-auth';
import { recordOrder, updateOrder } from '@/services/loyalty/ledger/orders';

// Partner API: how points are earned. Server to server, one key per brand.
export function registerPartnerOrders(app: Hono, deps: Deps): void {
  defineCall(app, deps, 'partner-order', async ({ c, body, headers, now }) => {
    const brand = partnerBrand(c, deps.settings, headers);
    const phone = parsePhone(body.cCode, body.phnNo);
    const data = await recordOrder(
      deps.db,
      {
        brand,
        phoneE164: phone.e164,
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
