'use client';

import type { ReactNode } from 'react';
import { openBrandApp } from '@/lib/brands/open-app';

/** A link into a brand's app that falls back to `fallback` (its web shop) where the app is absent. */
export function BrandAppLink({
  href,
  fallback,
  onOpen,
  className,
  'aria-label': ariaLabel,
  children,
}: {
  href: string;
  fallback: string | null;
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
        openBrandApp(href, fallback);
      }}
    >
      {children}
    </a>
  );
}
