import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/locale';
import { guardRoute } from '@/lib/route-guard';
import { QuickLoginScreen } from '@/components/auth/quick-login-screen';
import { RouteMessages } from '@/lib/i18n/client-messages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function QuickLoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await guardRoute('/quick-login', locale);
  return (
    <RouteMessages pattern="/quick-login">
      <QuickLoginScreen searchParams={await searchParams} />
    </RouteMessages>
  );
}
