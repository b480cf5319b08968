'use client';

import { useTranslations } from 'next-intl';
import { track } from '@/lib/observability/analytics';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { tourAnchor } from '@/lib/tour/steps';
import { Icon } from '@/components/ui/icon';
import { routePath } from '@/lib/navigation/route-paths';

const ITEMS = [
  { href: routePath('home'), label: 'home', icon: 'home', tour: 'home' },
  { href: routePath('rewards'), label: 'rewards', icon: 'rewards', tour: 'rewards' },
  {
    href: routePath('exchangePoints'),
    label: 'exchangePoints',
    special: true,
    tour: 'exchange-points',
  },
  {
    href: routePath('brands'),
    label: 'brands',
    short: 'brandsShort',
    icon: 'brands',
    tour: 'brands',
  },
  { href: routePath('myProfile'), label: 'profile', icon: 'profile', tour: 'profile' },
] as const;

/**
 * docs/product.md §2 Bottom bar (small screens): home, rewards, exchange points, brands, profile. The loyalty
 * logo item is a link; the others are buttons that navigate and mark the active path. Hidden on
 * the FAQ page, raised over the profile dialog. Its items are the guided tour's anchors on small
 * screens (docs/product.md §2 Guided tour).
 *
 * Its height is --bottom-bar-height and its AMRX button rises --bottom-bar-raise above it
 * (app/globals.css), so pages keep --bottom-bar-clearance free at their foot. A label takes at
 * most two lines of a fifth of a 320 px screen; brands goes by its short name there, its full
 * name staying the button's.
 */
export function BottomBar({ inDialog = false }: { inDialog?: boolean }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const router = useRouter();
  if (pathname === routePath('faq')) return null;
  const active = pathname === '/' ? routePath('home') : pathname;
  const label = 'line-clamp-2 max-w-full text-center leading-tight [overflow-wrap:anywhere]';

  return (
    <nav
      aria-label={t('bottomNavigation')}
      // In the profile dialog the bar is raised above it (docs/product.md §2), inside the dialog so it stays
      // reachable by keyboard and screen readers while the page beneath is hidden.
      className={`fixed inset-x-0 bottom-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] sm:hidden ${inDialog ? 'z-[70]' : 'z-30'}`}
    >
      <ul className="grid h-[var(--bottom-bar-height)] grid-cols-5">
        {ITEMS.map((item) =>
          'special' in item ? (
            <li key={item.href} className="flex min-w-0 justify-center">
              <Link
                {...(inDialog ? {} : tourAnchor('small', item.tour))}
                href={item.href}
                onClick={() => track({ event: 'bottom_bar', event_action: item.label })}
                aria-current={active === item.href ? 'page' : undefined}
                className={`flex h-full min-w-0 max-w-full flex-col items-center px-0.5 text-xs ${active === item.href ? 'font-semibold text-primary-ink' : 'text-muted'}`}
              >
                {/* The programme's mark, raised; the label under it like every other item. */}
                <span
                  aria-hidden="true"
                  className="mt-[calc(-1*var(--bottom-bar-raise))] flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-ink text-sm font-bold text-white shadow-lg"
                >
                  AMRX
                </span>
                <span className={label}>{t(item.label)}</span>
              </Link>
            </li>
          ) : (
            <li key={item.href} className="min-w-0">
              <button
                {...(inDialog ? {} : tourAnchor('small', item.tour))}
                type="button"
                onClick={() => {
                  track({ event: 'bottom_bar', event_action: item.label });
                  router.push(item.href);
                }}
                aria-current={active === item.href ? 'page' : undefined}
                // The short name shown, the full one said (WCAG 2.5.3: the name holds the label).
                aria-label={'short' in item ? t(item.label) : undefined}
                className={`flex h-full w-full flex-col items-center gap-0.5 px-0.5 pt-3 text-xs ${active === item.href ? 'font-semibold text-primary-ink' : 'text-muted'}`}
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                <span className={label}>{t('short' in item ? item.short : item.label)}</span>
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
