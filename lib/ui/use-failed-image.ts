'use client';

import { useCallback, useState } from 'react';

/**
 * Whether an <img> of `src` failed to load, for a picture that stands in with a fallback. Also
 * when it failed before the page ran: an image in the server's HTML can fail before hydration,
 * firing no error event React sees, so the element's state is read when it is attached.
 */
export function useFailedImage(src: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src), [src]);
  return { ref, failed: failedSrc === src, onError };
}
