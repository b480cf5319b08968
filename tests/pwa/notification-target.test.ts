import { notificationTarget } from '@/lib/pwa/notification-target';
import { matchRoute } from '@/lib/navigation/routes';

// A reminder's tap opens the page it is about, in the device's language, and that page is one the
// route table knows (lib/navigation/routes.ts).
describe('the page a reminder opens', () => {
  it('opens the expiry tab, the voucher, or the earned tab', () => {
    const expiry = notificationTarget({
      lang: 'ar',
      about: { kind: 'points_expiring', brand: 'KFC' },
    });
    expect(expiry).toBe('/ar/transaction-history?tab=expiry');
    const voucher = notificationTarget({
      lang: 'en',
      about: { kind: 'voucher_expiring', brand: 'KFC', voucherId: 'v-1' },
    });
    expect(voucher).toBe('/en/voucher/detail/KFC/v-1');
    const earned = notificationTarget({
      lang: 'en',
      about: { kind: 'points_earned', brand: 'PHD' },
    });
    expect(earned).toBe('/en/transaction-history?tab=earned');
    for (const path of [expiry, voucher, earned])
      expect(matchRoute(path.split('?')[0]!.replace(/^\/(en|ar)/, ''))).not.toBeNull();
  });
});
