'use client';

import { useFailedImage } from '@/lib/ui/use-failed-image';

/**
 * A brand's mark beside its written name (or the programme's marks beside the points widget's
 * words). It is decorative (the words say what it stands for), so it loads at low priority: a
 * phone on a slow network gets the page's text, styles and scripts first and the marks a moment
 * later, in the square kept for them. Left to itself Chromium raises an image it finds in view to
 * high priority, ahead of the scripts that make the page work, and React preloads an image
 * rendered at normal priority from the document's head. A mark that cannot load (a configured
 * image host down, a wrong address) leaves a plain tile of the same size, never a broken-image
 * icon.
 */
export function BrandMark({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className: string;
}) {
  const { ref, failed, onError } = useFailedImage(src);
  if (failed)
    return (
      <span
        aria-hidden="true"
        data-testid="image-fallback"
        style={{ width: size, height: size }}
        className={`inline-block bg-line ${className}`}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- project-drawn brand marks
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      fetchPriority="low"
      onError={onError}
      className={className}
    />
  );
}
