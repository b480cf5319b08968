'use client';

import { useFailedImage } from '@/lib/ui/use-failed-image';
import { DEFAULT_REWARD_IMAGE, rewardImageUrl } from '@/lib/rewards/image-url';
import { useRewardsContext } from './rewards-context-provider';

/** A reward's card image from the configured base URL; the default card image if it fails (docs/product.md §8). */
export function RewardImage({ image, className }: { image: string; className: string }) {
  const { images } = useRewardsContext();
  const own = rewardImageUrl(image, images.base, images.token);
  const { ref, failed, onError } = useFailedImage(own);
  const src = failed ? DEFAULT_REWARD_IMAGE : own;
  return (
    // Low priority: a card's picture never competes with the page's own scripts and fonts.
    // eslint-disable-next-line @next/next/no-img-element -- server-configured image host and token (docs/product.md §7)
    <img
      ref={ref}
      src={src}
      alt=""
      width={320}
      height={200}
      loading="lazy"
      fetchPriority="low"
      onError={failed ? undefined : onError}
      className={className}
    />
  );
}
