'use client';

import { useEffect, useRef, useState } from 'react';

/** docs/product.md §8: a card image that fails to load falls back to the default card image. */
export const DEFAULT_CARD_IMAGE = '/rewards/default-card.svg';

type Props = { src: string; width: number; height: number; className?: string; fallback?: string };

/**
 * docs/product.md §2 Card dialog (and the cards that open one): the image shows a grey skeleton until it has
 * loaded, and the default card image if it cannot load. Decorative: the card's text names it.
 *
 * The skeleton stands still: a list of cards would otherwise run one animation per card until the
 * page has hydrated and the images are seen to have loaded, and on a phone without spare cores those
 * frames compete with hydration itself (the ten pulsing placeholders of the guest home page kept
 * about a tenth of a core busy in Chromium without a GPU). Nor does the image fade in: ten cards
 * whose images arrive while the page hydrates would start ten transitions, a dozen extra frames
 * and ten transitionend events through React's root listener, all in the page's busiest second
 * (a cold load of the guest home page: 31 screenshots and 89 dispatched events with the fade, 19
 * and 59 without, median of 3 Lighthouse traces).
 */
export function CardImage({
  src,
  width,
  height,
  className = '',
  fallback = DEFAULT_CARD_IMAGE,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const shown = failedSrc === src ? fallback : src;

  // An image that finished before hydration fires no load event React can see.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    // Reading the element's state after mount is the point of this effect.
    const settle =
      element.naturalWidth > 0 || shown === fallback
        ? () => setLoadedSrc(shown)
        : () => setFailedSrc(src);
    settle();
  }, [shown, src, fallback]);

  const loading = loadedSrc !== shown;
  return (
    <span
      className={`relative inline-block shrink-0 overflow-hidden ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {loading ? (
        <span
          aria-hidden="true"
          data-testid="card-image-skeleton"
          className="absolute inset-0 bg-line"
        />
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- server-configured images (docs/product.md §7) */}
      <img
        ref={image}
        src={shown}
        alt=""
        width={width}
        height={height}
        // Cards sit in lists: an image off screen waits until it is scrolled near, and none
        // competes with the page's first paint or its scripts.
        loading="lazy"
        fetchPriority="low"
        decoding="async"
        onLoad={() => setLoadedSrc(shown)}
        onError={() => {
          if (shown !== fallback) setFailedSrc(src);
          else setLoadedSrc(shown);
        }}
        className={`size-full object-cover ${loading ? 'opacity-0' : ''}`}
      />
    </span>
  );
}
