import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only place Link, redirect and the router hooks come from (docs/conventions.md §4).
const navigation = createNavigation(routing);
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Every page is rendered per request and none has a loading state, so a prefetch could fetch
 * only the route tree: on a phone that is a dozen requests and their main-thread work during the
 * first second, for no faster tap. Links fetch when followed unless one asks otherwise.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
