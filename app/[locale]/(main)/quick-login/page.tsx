import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/locale';
import { guardRoute } from '@/lib/route-guard';
import { QuickLoginScreen } from '@/components/auth/quick-login-screen';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function QuickLoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await guardRoute('/quick-login', locale);
  return <QuickLoginScreen searchParams={await searchParams} />;
}
