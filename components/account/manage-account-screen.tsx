import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { DeleteAccountFlow } from './delete-account-flow';
import { PermissionsPanel } from './permissions-panel';
import { SessionsPanel } from './sessions-panel';
import { RemindersOptIn } from '@/components/reminders/lazy-reminders-opt-in';
import { Icon } from '@/components/ui/icon';
import { memberTimeZone } from '@/lib/session/member-time-zone';
import { getMember } from '@/lib/session/member';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { localized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locale';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 Manage account: permissions, active sessions, about, logout, delete account. */
export async function ManageAccountScreen({ asPage }: { asPage: boolean }) {
  const [t, reminders, pages, timeZone, member, brands, locale] = await Promise.all([
    getTranslations('ManageAccount'),
    getTranslations('Reminders'),
    getTranslations('Pages'),
    memberTimeZone(),
    getMember(),
    getNativeBrands(),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <div className={`flex flex-col gap-8 ${asPage ? 'mx-auto w-full max-w-2xl px-4 py-6' : ''}`}>
      {asPage ? (
        <header className="flex items-center gap-3">
          <Link
            href={routePath('home')}
            className="rounded-full p-2 hover:bg-surface"
            aria-label={t('back')}
          >
            <Icon name="back" className="flip-rtl size-5" />
          </Link>
          <h1 className="text-2xl font-semibold">{pages('manageAccount')}</h1>
        </header>
      ) : null}
      <PermissionsPanel />
      <section aria-labelledby="reminders-title" className="flex flex-col gap-2">
        <h2 id="reminders-title" className="text-lg font-semibold">
          {reminders('title')}
        </h2>
        <p className="text-sm text-muted">{reminders('intro')}</p>
        <RemindersOptIn />
      </section>
      <SessionsPanel timeZone={timeZone} />
      <section aria-labelledby="about-title" className="flex flex-col gap-2">
        <h2 id="about-title" className="text-lg font-semibold">
          {t('aboutTitle')}
        </h2>
        <p className="text-sm text-muted">{t('aboutBody')}</p>
      </section>
      <Link
        href={routePath('logout')}
        className="self-start rounded-full border border-line px-5 py-2 font-medium"
      >
        {t('logout')}
      </Link>
      {member ? (
        <DeleteAccountFlow
          member={{ cCode: member.cCode, phnNo: member.phnNo }}
          brands={brands.map((b) => ({
            code: b.code,
            shortname: b.shortname,
            name: localized(b.name, locale),
          }))}
        />
      ) : null}
    </div>
  );
}

/** The same screen inside the /manage-account modal (docs/product.md §2 Modals). */
export function ManageAccountBody() {
  return <ManageAccountScreen asPage={false} />;
}
