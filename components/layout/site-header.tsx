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

// The top bar's items and the profile entry are the guided tour's anchors on larger screens.
const TOP_BAR = [
  { href: '/home', label: 'home', tour: 'home' },
  { href: '/rewards', label: 'rewards', tour: 'rewards' },
  { href: '/exchange-points', label: 'exchangePoints', tour: 'exchange-points' },
  { href: '/brands', label: 'brands', tour: 'brands' },
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
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4">
        <SideDrawer {...drawer} />
        <Link
          href="/home"
          aria-label={t('logoLabel')}
          className="text-lg font-bold text-primary-ink"
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
        <div className="ms-auto flex min-w-0 items-center gap-3">
          {member ? <WalletButton /> : null}
          <LanguageToggle />
          {member ? (
            <Link
              {...tourAnchor('large', 'profile')}
              href="/my-profile"
              aria-label={t('openProfile', { name: member.name })}
              className="flex min-w-0 max-w-[12.5rem] items-center gap-2 rounded-full bg-surface px-4 py-2 font-medium sm:max-w-[16rem]"
            >
              <Icon name="crown" className="size-5 shrink-0 text-primary-ink" />
              {/* A long name ends in an ellipsis on one line; the link's label names it whole. */}
              <span className="truncate">{member.name}</span>
            </Link>
          ) : (
            <Link
              {...tourAnchor('large', 'profile')}
              href="/login"
              className="rounded-full bg-primary-ink px-4 py-2 font-medium text-white"
            >
              {t('login')}
            </Link>
          )}
        </div>
      </div>
    </HeaderFrame>
  );
}
