import { analyticsUserId } from '@/lib/observability/analytics-user-id';

// docs/product.md §7 user_id: one stable pseudonym per member, that nothing in it links back.
describe('the analytics user id', () => {
  beforeAll(() => {
    vi.stubEnv('SESSION_PASSWORD', 'x'.repeat(40));
  });
  afterAll(() => vi.unstubAllEnvs());

  it('is stable per member, different between members, and not the member id', () => {
    const id = '2f0e0c4e-5d9b-4b8a-9a0e-3c1d2b4a5e6f';
    expect(analyticsUserId(id)).toMatch(/^[0-9a-f]{32}$/);
    expect(analyticsUserId(id)).toBe(analyticsUserId(id));
    expect(analyticsUserId(id)).not.toBe(analyticsUserId(id.replace('2f', '3f')));
    expect(analyticsUserId(id)).not.toContain(id.slice(0, 8));
  });
});
