import 'server-only';
import { env } from '@/lib/config/env';

// The one home of the app's allow-lists: which
// brand origins may embed the app and receive its postMessages.
export function brandOrigins(): string[] {
  return env().BRAND_ORIGINS;
}
