'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { track } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';
import { LanguageToggle } from './language-toggle';
import type { DrawerProps } from './side-drawer';

type PanelProps = DrawerProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The drawer itself (SPEC §2 Side drawer), loaded when the menu button is first pressed. */
export default function SideDrawerPanel({ member, country, menu, bannerImage, open, onOpenChange, returnFocusTo }: PanelProps) {
  const t = useTranslations('Drawer');
  const link = 'block rounded-xl px-3 py-2 hover:bg-surface';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=closed]:animate-[fade-out_300ms] data-[state=open]:animate-[fade-in_300ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          // The menu button lives outside this lazily loaded dialog: focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl data-[state=closed]:animate-[drawer-out_300ms_ease-in] data-[state=open]:animate-[drawer-in_300ms_ease-out]"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          {member ? (
            <div className="rounded-2xl bg-surface p-4">
              <p className="font-semibold">{member.name}</p>
              <p dir="ltr" className="text-start text-sm text-muted rtl:text-end">
                {member.phone}
              </p>
              <Link href="/my-profile" className="mt-2 inline-block text-sm font-medium text-primary-ink">
                {t('settings')}
              </Link>
            </div>
          ) : (
            <div className="rounded-2xl bg-surface p-4">
              <p className="text-sm">{t('guestPrompt')}</p>
              <Link href="/login" className="mt-3 inline-block rounded-full bg-primary-ink px-5 py-2 font-semibold text-white">
                {t('login')}
              </Link>
            </div>
          )}
          <div className="mt-4 flex items-center justify-between">
            <LanguageToggle />
            <Link href="/change-country" className="flex items-center gap-2 rounded-full px-3 py-2 hover:bg-surface">
              <span aria-hidden="true">{country.flag}</span>
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
            <section aria-labelledby="drawer-about">
              <h2 id="drawer-about" className="px-3 text-xs font-semibold uppercase text-muted">
                {t('about')}
              </h2>
              <ul>
                <li><Link href="/loyalty-info" className={link}>{t('whatIs')}</Link></li>
                <li><Link href="/terms-and-conditions" className={link}>{t('terms')}</Link></li>
                <li><Link href="/privacy-policy" className={link}>{t('privacy')}</Link></li>
                <li><Link href="/cookie-policy" className={link}>{t('cookies')}</Link></li>
              </ul>
            </section>
            <section aria-labelledby="drawer-support">
              <h2 id="drawer-support" className="px-3 text-xs font-semibold uppercase text-muted">
                {t('support')}
              </h2>
              <ul>
                <li><Link href="/faq" className={link}>{t('faq')}</Link></li>
                <li>
                  <Link href="/support" className={`${link} flex items-center gap-2`}>
                    <span aria-hidden="true">☎</span>
                    {t('callSupport')}
                  </Link>
                </li>
              </ul>
            </section>
          </nav>
          {bannerImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- server-configured banner
            <img src={bannerImage} alt="" width={160} height={48} className="mt-auto h-12 w-auto self-start pt-6" />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
