import en from '@/messages/en.json';
import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import {
  ROUTES,
  ROUTE_TABLE,
  isModalPath,
  matchRoute,
  routeNamespaces,
  routePath,
} from '@/lib/navigation/routes';

describe('route table (docs/product.md §2)', () => {
  it('lists every page and modal of docs/product.md §2 once', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(ROUTES.filter((r) => r.kind === 'page')).toHaveLength(17);
    expect(ROUTES.filter((r) => r.kind === 'modal')).toHaveLength(14);
  });

  it('gives every modal a background page of the table', () => {
    const background = (path: string) => {
      const entry = matchRoute(path)?.entry;
      return entry?.kind === 'modal' ? entry.background : undefined;
    };
    for (const modal of ROUTES.filter((r) => r.kind === 'modal')) {
      expect(ROUTE_TABLE[modal.background].kind, modal.pattern).toBe('page');
    }
    expect(background('/create-profile')).toBe('home');
    expect(background('/rewards/detail/kfc/1')).toBe('rewards');
    expect(background('/voucher/detail/kfc/1')).toBe('rewards');
  });

  it("hands a route's pages its own messages, a failed call's and the wallet's; a modal's also its background's and the frame's", () => {
    expect(routeNamespaces('locateBrands')).toEqual([
      'ApiErrors',
      'OfflineNotice',
      'Stores',
      'Wallet',
    ]);
    expect(routeNamespaces('faq')).toEqual(['ApiErrors', 'Content', 'OfflineNotice', 'Wallet']);
    expect(routeNamespaces('rewards')).toEqual([
      'ApiErrors',
      'OfflineNotice',
      'PointsWidget',
      'Reminders',
      'Rewards',
      'Validity',
      'VoucherCode',
      'Wallet',
    ]);
    expect(routeNamespaces('rewardDetail')).toEqual([
      'ApiErrors',
      'OfflineNotice',
      'PointsWidget',
      'Reminders',
      'RewardDetail',
      'RewardUnlock',
      'Rewards',
      'RouteModal',
      'TransferPoints',
      'Validity',
      'VoucherCode',
      'Wallet',
    ]);
    // Its own form's words, not the other sign-in steps'.
    expect(routeNamespaces('login')).toEqual([
      'ApiErrors',
      'Home',
      'Login',
      'OfflineNotice',
      'PointsWidget',
      'Reminders',
      'RouteModal',
      'Tour',
      'Validation',
      'Wallet',
    ]);
  });

  it('names only namespaces of the catalogue', () => {
    const known = Object.keys(en);
    for (const namespace of [...SHELL_NAMESPACES, ...ROUTES.flatMap((r) => r.messages)])
      expect(known).toContain(namespace);
  });

  it('matches the locale root and trailing slashes as their page', () => {
    expect(matchRoute('/')?.entry.pattern).toBe('/home');
    expect(matchRoute('')?.entry.pattern).toBe('/home');
    expect(matchRoute('/rewards/')?.entry.pattern).toBe('/rewards');
  });

  it('reads params and refuses odd segments', () => {
    expect(matchRoute('/brands/kfc/detail')?.params).toEqual({ shortname: 'kfc' });
    expect(matchRoute('/rewards/detail/KFC/abc-12')?.params).toEqual({
      brand: 'KFC',
      id: 'abc-12',
    });
    expect(matchRoute('/rewards/detail/kfc')).toBeNull();
    expect(matchRoute('/rewards/detail/k%20fc/1')).toBeNull();
    expect(matchRoute('/rewards/detail/../1')).toBeNull();
    expect(matchRoute('/rewards/detail/KFC/..')).toBeNull();
    // A dotted id is a known page of an item that cannot exist (its page is the not-found page).
    expect(matchRoute('/rewards/detail/KFC/a.b')?.params).toEqual({ brand: 'KFC', id: 'a.b' });
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('states the access kinds of docs/product.md §2', () => {
    const access = (p: string) => matchRoute(p)?.entry.access;
    expect(access('/exchange-points')).toBe('authOnly');
    expect(access('/transaction-history')).toBe('authOnly');
    expect(access('/profile/manage-account')).toBe('authOnly');
    expect(access('/my-profile')).toBe('authOnly');
    expect(access('/login')).toBe('guestOnly');
    expect(access('/create-profile')).toBe('guestOnly');
    expect(access('/rewards')).toBe('public');
    expect(matchRoute('/exchange-points')?.entry.protected).toBe(true);
    expect(matchRoute('/profile/manage-account')?.entry.mainLayout).toBe(false);
  });

  it('fills patterns and tells modals from pages', () => {
    expect(routePath('rewardDetail', { brand: 'kfc', id: '9' })).toBe('/rewards/detail/kfc/9');
    // @ts-expect-error: the compiler asks for the pattern's params; the function refuses too.
    expect(() => routePath('offerDetail')).toThrow();
    expect(isModalPath('/login')).toBe(true);
    expect(isModalPath('/rewards')).toBe(false);
  });
});

describe('routeParamsValid', () => {
  it('takes the service’s slugs and nothing else', async () => {
    const { routeParamsValid } = await import('@/lib/navigation/routes');
    expect(routeParamsValid({ brand: 'KFC', id: 'kfc-zinger-meal' })).toBe(true);
    expect(routeParamsValid({})).toBe(true);
    for (const id of ['a.b', '..', '%2e', 'a/b', '', 'x'.repeat(65), 'زنجر']) {
      expect(routeParamsValid({ brand: 'KFC', id }), id).toBe(false);
    }
  });
});
