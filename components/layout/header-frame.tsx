'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 Header: the top bar is hidden on small screens for brands, privacy, FAQ, support, terms and cookie pages. */
export const TOP_BAR_HIDDEN_ON_SMALL: ReadonlySet<string> = new Set([
  routePath('brands'),
  routePath('privacyPolicy'),
  routePath('privacy'),
  routePath('faq'),
  routePath('support'),
  routePath('termsAndConditions'),
  routePath('terms'),
  routePath('cookiePolicy'),
]);

/**
 * The header's frame, which knows the path: on those reading pages a small screen gets the whole
 * width for the text, with one slim link home in place of the top bar (the FAQ has no bottom bar
 * either, so without it a phone would have no way back).
 */
export function HeaderFrame({
  backHome,
  slimEnd,
  children,
}: {
  backHome: string;
  /** What the slim bar keeps at its end: the member's wallet (components/wallet). */
  slimEnd?: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const hiddenOnSmall = TOP_BAR_HIDDEN_ON_SMALL.has(pathname);
  return (
    <>
      <header
        className={`sticky top-0 z-30 border-b border-line bg-white ${hiddenOnSmall ? 'hidden sm:block' : ''}`}
      >
        {children}
      </header>
      {hiddenOnSmall ? (
        <div className="sticky top-0 z-30 border-b border-line bg-white sm:hidden">
          <div className="mx-auto flex h-12 max-w-5xl items-center px-4">
            <Link
              href={routePath('home')}
              className="flex items-center gap-2 rounded-full py-2 pe-3 font-medium"
            >
              <Icon name="back" className="flip-rtl size-5" />
              {backHome}
            </Link>
            {slimEnd ? <div className="ms-auto">{slimEnd}</div> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
