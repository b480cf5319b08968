import { appleWalletEnv } from '@/lib/config/env';
import { appleDeviceLogSchema, logDeviceMessages } from '@/lib/wallet/apple-device-log';
import { bare, deviceBody } from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

/** Apple's "log a message": what went wrong on a device with our passes, for the server log. */
export async function POST(request: Request) {
  if (!appleWalletEnv()) return bare(404);
  const body = await deviceBody(request, appleDeviceLogSchema);
  if (!body.ok) return bare(body.status);
  logDeviceMessages(body.data.logs, Date.now());
  return bare(200);
}
