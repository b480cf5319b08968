import { describe, expect, it } from 'vitest';
import { VALIDATING_PATHS, deepLinkAt, readDeepLink } from '@/lib/account-validation/deep-link';
import { planValidation, shouldRaiseLoginAlert } from '@/lib/account-validation/plan';
import { matchRoute } from '@/lib/navigation/routes';

const params = (query: string) => new URLSearchParams(query);
const plan = (pathname: string, query: string, signedIn = false, hasLoyaltyGuid = true) =>
  planValidation({ pathname, link: readDeepLink(params(query)), signedIn, hasLoyaltyGuid });

describe('readDeepLink (docs/product.md §3 Query parameters)', () => {
  it('reads the client id, a known brand and the device type', () => {
    expect(
      readDeepLink(params('clientId=cl_abc-123&brand=KFC&deviceType=android&phnNo=501234567')),
    ).toEqual({
      clientId: 'cl_abc-123',
      brand: 'KFC',
      deviceType: 'android',
    });
  });

  it('needs both a client id and a known brand code', () => {
    expect(readDeepLink(params('brand=KFC'))).toBeNull();
    expect(readDeepLink(params('clientId=abc'))).toBeNull();
    expect(readDeepLink(params('clientId=abc&brand=kfc'))).toBeNull();
    expect(readDeepLink(params('clientId=abc&brand=NOPE'))).toBeNull();
  });

  it('refuses values that could not travel as a header, and drops such a device type', () => {
    expect(readDeepLink(params('clientId=a%0Ab&brand=KFC'))).toBeNull();
    expect(readDeepLink(params(`clientId=${'x'.repeat(129)}&brand=KFC`))).toBeNull();
    expect(readDeepLink(params('clientId=abc&brand=PHD&deviceType=a b'))).toEqual({
      clientId: 'abc',
      brand: 'PHD',
    });
  });
});

describe('planValidation (docs/product.md §4 Account validation, §7 validateAccount)', () => {
  it('validates a guest on home, rewards, exchange points and manage account', () => {
    for (const path of VALIDATING_PATHS) {
      expect(matchRoute(path)?.entry.protected, path).toBe(true);
      expect(plan(path, 'clientId=abc&brand=KFC')?.kind, path).toBe('validate');
    }
    expect(plan('/', 'clientId=abc&brand=KFC')).toMatchObject({
      kind: 'validate',
      reload: true,
      membersOnly: false,
    });
  });

  it('does not reload loyalty data on manage account, and sends a refused guest to log in on members-only pages', () => {
    expect(plan('/profile/manage-account', 'clientId=abc&brand=KFC')).toMatchObject({
      reload: false,
      membersOnly: true,
    });
    expect(plan('/exchange-points', 'clientId=abc&brand=KFC')).toMatchObject({
      reload: true,
      membersOnly: true,
    });
    expect(plan('/rewards', 'clientId=abc&brand=KFC')).toMatchObject({
      reload: true,
      membersOnly: false,
    });
  });

  it('checks the token of a member already signed in; the alert is excluded on manage account', () => {
    expect(plan('/home', 'clientId=abc&brand=KFC', true)).toEqual({
      kind: 'check-token',
      link: { clientId: 'abc', brand: 'KFC' },
      alert: true,
    });
    expect(plan('/profile/manage-account', 'clientId=abc&brand=KFC', true)).toMatchObject({
      kind: 'check-token',
      alert: false,
    });
  });

  it('does nothing elsewhere, without a deep link, or without a configured loyaltyGuid', () => {
    expect(plan('/faq', 'clientId=abc&brand=KFC')).toBeNull();
    expect(plan('/terms', 'clientId=abc&brand=KFC')).toBeNull();
    expect(plan('/login-alert', 'clientId=abc&brand=KFC')).toBeNull();
    expect(plan('/home', '')).toBeNull();
    expect(plan('/home', 'clientId=abc&brand=KFC', false, false)).toBeNull();
  });
});

describe('deepLinkAt: whether a page must load the validation at all', () => {
  it('finds a deep link exactly where planValidation has a plan, signed in or not', () => {
    const paths = [...VALIDATING_PATHS, '/', '/faq', '/terms', '/login-alert', '/brands'];
    const queries = ['clientId=abc&brand=KFC', 'clientId=abc', 'brand=KFC', ''];
    for (const path of paths)
      for (const query of queries)
        for (const hasLoyaltyGuid of [true, false]) {
          const link = deepLinkAt({ pathname: path, params: params(query), hasLoyaltyGuid });
          for (const signedIn of [true, false])
            expect(
              plan(path, query, signedIn, hasLoyaltyGuid)?.link ?? null,
              `${path}?${query}`,
            ).toEqual(link);
        }
  });
});

describe('shouldRaiseLoginAlert (docs/product.md §4 Login alert)', () => {
  it('needs a token record that says invalid, the alert flag on, and a path that allows it', () => {
    expect(shouldRaiseLoginAlert({ isValid: false }, true, true)).toBe(true);
    expect(shouldRaiseLoginAlert({ isValid: true }, true, true)).toBe(false);
    expect(shouldRaiseLoginAlert(null, true, true)).toBe(false);
    expect(shouldRaiseLoginAlert({ isValid: false }, false, true)).toBe(false);
    expect(shouldRaiseLoginAlert({ isValid: false }, true, false)).toBe(false);
  });
});
