'use client';

import type { ReactNode } from 'react';
import { appStoreSearch, openBrandApp } from '@/lib/brands/open-app';
import { thisDevice } from '@/lib/devices/this-device';

/**
 * A link into a brand's app that falls back to `fallback` (its web shop) where the app is absent,
 * or, without one, to the store page that finds `brandName`'s app for this phone.
 */
export function BrandAppLink({
  href,
  fallback,
  brandName,
  onOpen,
  className,
  'aria-label': ariaLabel,
  children,
}: {
  href: string;
  fallback: string | null;
  brandName?: string;
  onOpen?: () => void;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        const device = thisDevice();
        const store = brandName ? appStoreSearch(brandName, device) : null;
        openBrandApp(href, fallback ?? store, device);
      }}
    >
      {children}
    </a>
  );
}
