import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only place Link, redirect and the router hooks come from (STYLE.md §4).
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
