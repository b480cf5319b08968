import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/locale';
import { guardRoute } from '@/lib/route-guard';

type Params = Promise<Record<string, string>>;

/** A page of lib/routes.ts: sets the locale, checks access again, then renders. */
export function routePage(
  pattern: string,
  render: (args: { locale: Locale; params: Record<string, string> }) => ReactNode | Promise<ReactNode>,
) {
  return async function RoutePage({ params }: { params: Params }) {
    const { locale, ...routeParams } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    await guardRoute(pattern, locale);
    return render({ locale, params: routeParams });
  };
}
