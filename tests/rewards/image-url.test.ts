import { DEFAULT_REWARD_IMAGE, rewardImageUrl } from '@/lib/rewards/image-url';

describe('reward image URLs (docs/product.md §7 base URL with a query token)', () => {
  it('joins the base and the path with one slash', () => {
    expect(rewardImageUrl('/rewards/a.svg', '/', '')).toBe('/rewards/a.svg');
    expect(rewardImageUrl('rewards/a.svg', 'https://cdn.example/img/', '')).toBe(
      'https://cdn.example/img/rewards/a.svg',
    );
    expect(rewardImageUrl('/rewards/a.svg', 'https://cdn.example/img', '')).toBe(
      'https://cdn.example/img/rewards/a.svg',
    );
  });
  it('appends the token as the query, with or without its leading ?', () => {
    expect(rewardImageUrl('/a.svg', 'https://cdn.example', 'sv=1&sig=x')).toBe(
      'https://cdn.example/a.svg?sv=1&sig=x',
    );
    expect(rewardImageUrl('/a.svg', 'https://cdn.example', '?sv=1')).toBe(
      'https://cdn.example/a.svg?sv=1',
    );
    expect(rewardImageUrl('https://other.example/a.svg?w=2', '/', 'sv=1')).toBe(
      'https://other.example/a.svg?w=2&sv=1',
    );
  });
  it('falls back to the default card image when there is none', () => {
    expect(rewardImageUrl('', '/', 'sv=1')).toBe(DEFAULT_REWARD_IMAGE);
  });
});
