import { existsSync } from 'node:fs';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';

// One picture per reward of the demo catalogue: a list of cards that all show the same bucket
// reads as one reward repeated. Each is drawn from assets/rewards by scripts/draw-images.mjs.
describe('the demo catalogue’s pictures', () => {
  it('gives every reward a picture of its own', () => {
    const images = REWARD_SEEDS.map((r) => r.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it('serves each picture, drawn from its source', () => {
    for (const { image } of REWARD_SEEDS) {
      expect(existsSync(`public${image}`), image).toBe(true);
      const source = image.replace(/^\/rewards\/(.+)\.webp$/, 'assets/rewards/$1.svg');
      expect(existsSync(source), source).toBe(true);
    }
  });
});
