import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getAppConfig } from '@/lib/config/app-config';
import {
  COUNTRY_COOKIE,
  DEFAULT_COUNTRY,
  SUPPORTED_COUNTRIES,
  type Locale,
} from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getMember } from '@/lib/session/member';
import { ChangeCountryForm } from './change-country-form';
import { LogoutConfirm } from './logout-confirm';
import { MyProfileCard } from './my-profile-card';
import { BottomBar } from '@/components/layout/bottom-bar';

// The server halves of the member's account modals (docs/product.md §2 Modals).

export async function MyProfileBody() {
  const member = await getMember();
  if (!member) return null;
  // docs/product.md §2 Bottom bar: raised on the profile page on small screens, with the same room
  // kept for it and its AMRX button as under a page (app/globals.css).
  return (
    <div className="pb-[var(--bottom-bar-clearance)]">
      <MyProfileCard name={member.name} phone={`${member.cCode} ${member.phnNo}`} />
      <BottomBar inDialog />
    </div>
  );
}

export function LogoutBody() {
  return <LogoutConfirm />;
}

export async function ChangeCountryBody() {
  const [config, jar, locale] = await Promise.all([
    getAppConfig(),
    cookies(),
    getLocale() as Promise<Locale>,
  ]);
  const options = config
    ? config.countries.map((c) => ({ code: c.code, name: localized(c.name, locale) }))
    : SUPPORTED_COUNTRIES.map((code) => ({ code, name: code }));
  return (
    <ChangeCountryForm
      options={options}
      current={jar.get(COUNTRY_COOKIE)?.value ?? DEFAULT_COUNTRY}
    />
  );
}
