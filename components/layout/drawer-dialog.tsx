'use client';

import { useTranslations } from 'next-intl';
import { track } from '@/lib/observability/analytics';
import { Link } from '@/lib/i18n/navigation';
import { Icon, type IconName } from '@/components/ui/icon';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CountryFlag } from '@/components/ui/country-flag';
import { CloseButton } from '@/components/ui/close-button';
import { IsolatedText } from '@/components/ui/isolated-text';
import { LanguageToggle } from './language-toggle';
import { routePath } from '@/lib/navigation/route-paths';
import type { DrawerProps } from './side-drawer';

// The drawer's fixed sections, after the configured menu (docs/product.md §2 Side drawer).
type DrawerSection = {
  id: 'about' | 'support';
  links: {
    href: string;
    label: 'whatIs' | 'terms' | 'privacy' | 'cookies' | 'faq' | 'callSupport';
    icon?: IconName;
  }[];
};

const DRAWER_SECTIONS: DrawerSection[] = [
  {
    id: 'about',
    links: [
      { href: routePath('loyaltyInfo'), label: 'whatIs' },
      { href: routePath('termsAndConditions'), label: 'terms' },
      { href: routePath('privacyPolicy'), label: 'privacy' },
      { href: routePath('cookiePolicy'), label: 'cookies' },
    ],
  },
  {
    id: 'support',
    links: [
      { href: routePath('faq'), label: 'faq' },
      { href: routePath('support'), label: 'callSupport', icon: 'phone' },
    ],
  },
];

/**
 * The side drawer's dialog and menu (docs/product.md §2 Side drawer), a script of its own that the
 * header's menu button (components/layout/side-drawer.tsx) fetches once the page is idle.
 */
export function DrawerDialog({
  open,
  onClose,
  ...props
}: DrawerProps & { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="drawer-title"
      // No display class on the dialog itself: it would show the dialog while closed.
      className="end-auto start-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none overflow-y-auto bg-white p-5 shadow-xl open:animate-[drawer-in_300ms_ease-out] backdrop:animate-[fade-in_300ms]"
    >
      {/* Rendered while open only: a closed drawer builds no menu of links. */}
      {open ? <DrawerMenu {...props} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function DrawerMenu({
  member,
  country,
  menu,
  bannerImage,
  onClose,
}: DrawerProps & { onClose: () => void }) {
  const t = useTranslations('Drawer');
  const link = 'block rounded-xl px-3 py-2 hover:bg-surface';
  return (
    <div className="flex min-h-full flex-col">
      {/* A visible way out for a thumb: the backdrop beside a drawer is easy to miss. */}
      <div className="mb-3 flex items-center justify-between">
        <h2 id="drawer-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <CloseButton label={t('close')} onClose={onClose} />
      </div>
      {member ? (
        <div className="rounded-2xl bg-surface p-4">
          <p className="font-semibold">{member.name}</p>
          {/* "+971 5…" reads left to right and stays on one line (components/ui/isolated-text.tsx). */}
          <p className="text-sm text-muted">
            <IsolatedText dir="ltr">{member.phone}</IsolatedText>
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-primary-ink">
            <Link href={routePath('transactionHistory')}>{t('history')}</Link>
            <Link href={routePath('myProfile')}>{t('settings')}</Link>
          </div>
        </div>
      ) : (
        <div className="rounded-2xl bg-surface p-4">
          <p className="text-sm">{t('guestPrompt')}</p>
          <Link
            href={routePath('login')}
            className="mt-3 inline-block rounded-full bg-primary-ink px-5 py-2 font-semibold text-white"
          >
            {t('login')}
          </Link>
        </div>
      )}
      <div className="mt-4 flex items-center justify-between">
        <LanguageToggle />
        <Link
          href={routePath('changeCountry')}
          className="flex items-center gap-2 rounded-full px-3 py-2 hover:bg-surface"
        >
          <CountryFlag code={country.code} />
          <span>{country.name}</span>
          <span className="sr-only">{t('changeCountry')}</span>
        </Link>
      </div>
      <nav
        aria-label={t('title')}
        className="mt-4 flex flex-col gap-4"
        onClick={(e) => {
          const link = (e.target as HTMLElement).closest('a');
          if (link) track({ event: 'side_menu', event_action: link.getAttribute('href') ?? '' });
        }}
      >
        <ul>
          {menu.map((item) => (
            <li key={item.key}>
              <Link href={item.path} className={link}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {DRAWER_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`drawer-${section.id}`}>
            <h2
              id={`drawer-${section.id}`}
              className="px-3 text-xs font-semibold uppercase text-muted"
            >
              {t(section.id)}
            </h2>
            <ul>
              {section.links.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={item.icon ? `${link} flex items-center gap-2` : link}
                  >
                    {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {bannerImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- server-configured banner
        <img
          src={bannerImage}
          alt=""
          width={160}
          height={48}
          className="mt-auto h-12 w-auto self-start pt-6"
        />
      ) : null}
    </div>
  );
}
