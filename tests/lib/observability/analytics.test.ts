// @vitest-environment happy-dom
import { releaseWaitingEvents, screenName, track } from '@/lib/observability/analytics';
import { CONSENT_COOKIE } from '@/lib/observability/consent';

// docs/product.md §7 analytics: every event carries the visit's fields, a member's pseudonymous id
// and the screen's identifier; nothing reaches the data layer before cookie consent.

const clearCookies = () => {
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
};

describe('analytics (docs/product.md §2, §7)', () => {
  beforeEach(() => {
    clearCookies();
    delete window.dataLayer;
    releaseWaitingEvents();
    document.body.dataset.userType = 'new';
    delete document.body.dataset.userId;
    window.history.replaceState(null, '', '/en/home');
  });

  it('maps screens to identifiers by their route', () => {
    expect(screenName('/')).toBe('home');
    expect(screenName('/transaction-history')).toBe('transaction_history');
    expect(screenName('/rewards/detail/KFC/12')).toBe('reward_detail');
    expect(screenName('/voucher/detail/KFC/v-1')).toBe('voucher_detail');
    expect(screenName('/profile/manage-account')).toBe('profile_manage_account');
    expect(screenName('/manage-account')).toBe('manage_account');
  });

  it('keeps events until the visitor accepts cookies, then sends them in order', () => {
    track({ event: 'screen_view' });
    track({ event: 'points_widget', event_action: 'join_now' });
    expect(window.dataLayer).toBeUndefined();
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    releaseWaitingEvents();
    expect(window.dataLayer?.map((e) => 'event_action' in e && e.event_action)).toEqual([
      false,
      'join_now',
    ]);
    track({ event: 'language_change', event_action: 'ar' });
    expect(window.dataLayer).toHaveLength(3);
  });

  it('sends the visit fields, and a member id only for a member', () => {
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    document.cookie = 'country=KSA; path=/';
    window.history.replaceState(null, '', '/ar/transaction-history');
    track({ event: 'screen_view' });
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'screen_view',
      user_type: 'new',
      select_language: 'ar',
      select_country: 'KSA',
      screen_name: 'transaction_history',
    });
    document.body.dataset.userType = 'existing';
    document.body.dataset.userId = 'a'.repeat(32);
    track({ event: 'country_change', event_action: 'UAE', select_country: 'UAE' });
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'country_change',
      user_type: 'existing',
      user_id: 'a'.repeat(32),
      select_country: 'UAE',
    });
  });
});
