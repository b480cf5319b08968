import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/config/env';

/**
 * The member's id in analytics (docs/product.md §7 user_id): pseudonymous, so the same member is one
 * user across visits and devices, but neither the phone nor the service's own id is ever in the
 * data layer. An HMAC of the service's member id under a key derived from the session password:
 * nobody without the server's secret can link it back.
 */
export function analyticsUserId(memberId: string): string {
  return createHmac('sha256', `analytics-user-id:${env().SESSION_PASSWORD}`)
    .update(memberId)
    .digest('hex')
    .slice(0, 32);
}
