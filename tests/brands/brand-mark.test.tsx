import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from '@/components/brands/brand-mark';

describe('BrandMark', () => {
  // The page's first HTML asks for it at low priority: Chromium would otherwise raise a mark it
  // finds in view to high priority, ahead of the page's scripts.
  it('is a decorative image, fetched at low priority, in a square kept for it', () => {
    const html = renderToStaticMarkup(
      <BrandMark src="/brands/kfc.webp" size={32} className="size-8" />,
    );
    expect(html).toBe(
      '<img src="/brands/kfc.webp" alt="" width="32" height="32" fetchPriority="low" class="size-8"/>',
    );
  });
});
