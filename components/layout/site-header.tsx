import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import { COUNTRY_COOKIE, DEFAULT_COUNTRY, type Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getMember } from '@/lib/session/member';
import { tourAnchor } from '@/lib/tour/steps';
import { HeaderFrame } from './header-frame';
import { LanguageToggle } from './language-toggle';
import { WalletButton } from '@/components/wallet/wallet-button';
import { SideDrawer, type DrawerProps } from './side-drawer';
import { routePath } from '@/lib/navigation/route-paths';

// The top bar's items and the profile entry are the guided tour's anchors on larger screens.
const TOP_BAR = [
  { href: routePath('home'), label: 'home', tour: 'home' },
  { href: routePath('rewards'), label: 'rewards', tour: 'rewards' },
  { href: routePath('exchangePoints'), label: 'exchangePoints', tour: 'exchange-points' },
  { href: routePath('brands'), label: 'brands', tour: 'brands' },
] as const;

/** docs/product.md §2 Header: top bar items, the language toggle, and login or the member's name (hidden on small screens on some pages, see HeaderFrame). */
export async function SiteHeader() {
  const [t, nav, member, config, jar, locale] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Nav'),
    getMember(),
    getAppConfig(),
    cookies(),
    getLocale() as Promise<Locale>,
  ]);
  const countryCode = jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY;
  const countryRule = config?.countries.find((c) => c.code === countryCode);
  const drawer: DrawerProps = {
    member: member ? { name: member.name, phone: `${member.cCode} ${member.phnNo}` } : null,
    country: {
      code: countryCode,
      name: countryRule ? localized(countryRule.name, locale) : countryCode,
    },
    menu: (config?.mainMenu ?? []).map((item) => ({
      key: item.key,
      path: item.path,
      label: localized(item.label, locale),
    })),
    bannerImage: config?.amrBannerImage ?? null,
  };

  return (
    <HeaderFrame backHome={t('backHome')} slimEnd={member ? <WalletButton /> : null}>
      {/* A 320 px phone holds the menu, the logo, the wallet, the language and the profile on one
          line: tighter gaps there, the language by its short name, and the member's name taking
          what is left, cut with an ellipsis (never the crown or the Login button's words). */}
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <SideDrawer {...drawer} />
        <Link
          href={routePath('home')}
          aria-label={t('logoLabel')}
          className="shrink-0 text-lg font-bold text-primary-ink"
        >
          AMRX
        </Link>
        <nav aria-label={t('mainNavigation')} className="hidden flex-1 sm:block">
          <ul className="flex gap-5">
            {TOP_BAR.map((item) => (
              <li key={item.href}>
                <Link
                  {...tourAnchor('large', item.tour)}
                  href={item.href}
                  className="font-medium hover:text-primary-ink"
                >
                  {nav(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex min-w-0 items-center gap-2 sm:gap-3">
          {member ? <WalletButton /> : null}
          <LanguageToggle compact />
          {member ? (
            <Link
              {...tourAnchor('large', 'profile')}
              href={routePath('myProfile')}
              aria-label={t('openProfile', { name: member.name })}
              className="flex min-w-[2.875rem] max-w-[12.5rem] items-center gap-1.5 rounded-full bg-surface px-2.5 py-2 text-sm font-medium sm:min-w-[3.75rem] sm:max-w-[16rem] sm:gap-2 sm:px-4 sm:text-base"
            >
              <Icon name="crown" className="size-5 shrink-0 text-primary-ink" />
              {/* A long name ends in an ellipsis on one line; the link's label names it whole. The
                  link never shrinks past its crown. */}
              <span className="min-w-0 truncate">{member.name}</span>
            </Link>
          ) : (
            <Link
              {...tourAnchor('large', 'profile')}
              href={routePath('login')}
              className="shrink-0 whitespace-nowrap rounded-full bg-primary-ink px-3 py-2 font-medium text-white sm:px-4"
            >
              {t('login')}
            </Link>
          )}
        </div>
      </div>
    </HeaderFrame>
  );
}
