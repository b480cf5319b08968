import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardImage, DEFAULT_CARD_IMAGE } from '@/components/overlays/card-image';

// docs/product.md §2 Card dialog: image with a fallback default image on load error, skeleton while loading.

const img = (container: HTMLElement) => container.querySelector('img')!;

describe('CardImage', () => {
  // happy-dom never fetches images and calls every one complete at once; a browser's image is
  // still loading when the page hydrates, and the events below say how it ended.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
  beforeAll(() =>
    Object.defineProperty(HTMLImageElement.prototype, 'complete', {
      configurable: true,
      get: () => false,
    }),
  );
  afterAll(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  });

  it('shows a skeleton until the image has loaded', () => {
    const { container } = render(<CardImage src="/offers/a.png" width={48} height={48} />);
    // A still grey block: a list of cards must not run an animation per card while it loads.
    expect(screen.getByTestId('card-image-skeleton')).not.toHaveClass(/animate-/);
    expect(img(container)).toHaveAttribute('src', '/offers/a.png');
    expect(img(container)).toHaveClass('opacity-0');
    fireEvent.load(img(container));
    expect(screen.queryByTestId('card-image-skeleton')).toBeNull();
    // Shown at once, not faded in: a transition per card would run while the page hydrates.
    expect(img(container)).not.toHaveClass('opacity-0');
    expect(img(container).className).not.toMatch(/transition|animate-/);
  });

  it('falls back to the default card image when the image fails, once', () => {
    const { container } = render(<CardImage src="/offers/missing.png" width={96} height={96} />);
    fireEvent.error(img(container));
    expect(img(container)).toHaveAttribute('src', DEFAULT_CARD_IMAGE);
    expect(screen.getByTestId('card-image-skeleton')).toBeInTheDocument();
    // Even the fallback failing ends the skeleton rather than looping.
    fireEvent.error(img(container));
    expect(img(container)).toHaveAttribute('src', DEFAULT_CARD_IMAGE);
    expect(screen.queryByTestId('card-image-skeleton')).toBeNull();
  });

  it('tries a new image again after a previous one failed', () => {
    const { container, rerender } = render(
      <CardImage src="/offers/missing.png" width={48} height={48} />,
    );
    fireEvent.error(img(container));
    rerender(<CardImage src="/offers/b.png" width={48} height={48} />);
    expect(img(container)).toHaveAttribute('src', '/offers/b.png');
  });
});
