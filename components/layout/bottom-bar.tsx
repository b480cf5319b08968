'use client';

import { useTranslations } from 'next-intl';
import { track } from '@/lib/observability/analytics';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { tourAnchor } from '@/lib/tour/steps';
import { Icon } from '@/components/ui/icon';

const ITEMS = [
  { href: '/home', label: 'home', icon: 'home', tour: 'home' },
  { href: '/rewards', label: 'rewards', icon: 'rewards', tour: 'rewards' },
  { href: '/exchange-points', label: 'exchangePoints', special: true, tour: 'exchange-points' },
  { href: '/brands', label: 'brands', icon: 'brands', tour: 'brands' },
  { href: '/my-profile', label: 'profile', icon: 'profile', tour: 'profile' },
] as const;

/**
 * docs/product.md §2 Bottom bar (small screens): home, rewards, exchange points, brands, profile. The loyalty
 * logo item is a link; the others are buttons that navigate and mark the active path. Hidden on
 * the FAQ page, raised over the profile dialog. Its items are the guided tour's anchors on small
 * screens (docs/product.md §2 Guided tour).
 */
export function BottomBar({ inDialog = false }: { inDialog?: boolean }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const router = useRouter();
  if (pathname === '/faq') return null;
  const active = pathname === '/' ? '/home' : pathname;

  return (
    <nav
      aria-label={t('bottomNavigation')}
      // In the profile dialog the bar is raised above it (docs/product.md §2), inside the dialog so it stays
      // reachable by keyboard and screen readers while the page beneath is hidden.
      className={`fixed inset-x-0 bottom-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] sm:hidden ${inDialog ? 'z-[70]' : 'z-30'}`}
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map((item) =>
          'special' in item ? (
            <li key={item.href} className="flex justify-center">
              <Link
                {...(inDialog ? {} : tourAnchor('small', item.tour))}
                href={item.href}
                onClick={() => track({ event: 'bottom_bar', event_action: item.label })}
                aria-current={active === item.href ? 'page' : undefined}
                className={`flex flex-col items-center gap-0.5 pb-2 text-xs ${active === item.href ? 'font-semibold text-primary-ink' : 'text-muted'}`}
              >
                {/* The programme's mark, raised; the label under it like every other item. */}
                <span
                  aria-hidden="true"
                  className="-mt-5 flex size-14 items-center justify-center rounded-full bg-primary-ink text-sm font-bold text-white shadow-lg"
                >
                  AMRX
                </span>
                <span className="text-center leading-tight">{t(item.label)}</span>
              </Link>
            </li>
          ) : (
            <li key={item.href}>
              <button
                {...(inDialog ? {} : tourAnchor('small', item.tour))}
                type="button"
                onClick={() => {
                  track({ event: 'bottom_bar', event_action: item.label });
                  router.push(item.href);
                }}
                aria-current={active === item.href ? 'page' : undefined}
                className={`flex w-full flex-col items-center gap-0.5 py-2 text-xs ${active === item.href ? 'font-semibold text-primary-ink' : 'text-muted'}`}
              >
                <Icon name={item.icon} />
                {t(item.label)}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
