'use client';

import type { MouseEvent } from 'react';

/**
 * The keyboard's first stop: past the header and drawer to the page itself. It moves focus
 * without adding `#main` to the address, so Back (and closing a modal, which goes back) is not
 * spent on a history entry the router does not know.
 */
export function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-[80] rounded-full bg-primary-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {label}
    </a>
  );
}
