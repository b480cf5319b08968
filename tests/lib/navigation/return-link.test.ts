import { brandReturnLink, safeAppPath } from '@/lib/navigation/return-link';

const deeplinks = { KFC: { UAE: 'kfcapp://ae/home', KSA: 'kfcapp://sa/home' } };

describe('brand return links (docs/product.md §4, docs/quality.md §2 item 14)', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    'https://app.example.com@evil.com',
    '/a/../../etc',
    'menu',
    '',
  ])('never follows %s', (redirectPath) => {
    expect(safeAppPath(redirectPath)).toBeNull();
    expect(brandReturnLink(deeplinks, 'KFC', 'UAE', redirectPath)).toBe('kfcapp://ae/home');
  });

  it('follows a plain app route inside the brand app', () => {
    expect(brandReturnLink(deeplinks, 'KFC', 'KSA', '/menu/offers')).toBe(
      'kfcapp://sa/menu/offers',
    );
  });

  it('has no link for an unknown brand or country', () => {
    expect(brandReturnLink(deeplinks, 'PHD', 'UAE', '/menu')).toBeNull();
    expect(brandReturnLink(deeplinks, 'KFC', 'EGY', '/menu')).toBeNull();
    expect(brandReturnLink(deeplinks, null, 'UAE', '/menu')).toBeNull();
  });
});
