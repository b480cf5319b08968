import type { PushPayload } from '@/lib/contract/push';
import { routePath } from '@/lib/navigation/route-paths';

// The page a reminder opens when tapped (docs/product.md §4 Reminders): the expiry tab of history
// for points about to expire, every brand's (without `?brand=`, as a reminder of several brands'
// points names no brand), the voucher itself, the earned tab for points earned. Read by the
// service worker (app/sw.ts), so it stays free of the app's libraries but the route patterns
// (lib/navigation/route-paths.ts, constants only); the history tab is read from `tab`
// (components/history/history-tabs.tsx).
export function notificationTarget(payload: Pick<PushPayload, 'lang' | 'about'>): string {
  const locale = payload.lang === 'ar' ? 'ar' : 'en';
  const { kind, brand, voucherId } = payload.about;
  if (kind === 'voucher_expiring' && voucherId && brand)
    return `/${locale}${routePath('voucherDetail', { brand, id: voucherId })}`;
  const tab = kind === 'points_earned' ? 'earned' : 'expiry';
  return `/${locale}${routePath('transactionHistory')}?tab=${tab}`;
}
