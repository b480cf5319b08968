import { getLocale, getTranslations } from 'next-intl/server';
import { getNativeBrands } from '@/lib/brands/native-brands';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import { memberTimeZone } from '@/lib/session/member-time-zone';
import { HistoryRows } from '@/components/history/history-row';
import { routePath } from '@/lib/navigation/route-paths';

/**
 * docs/product.md §2 /home: a member's last three movements, as the history's All tab shows them,
 * and the way to the rest. Drawn on the server only, so home's browser code does not grow. The
 * movements are read by the screen alongside the balances (components/home/home-screen.tsx); none
 * (a guest, no movement yet, or a history that cannot be read) shows nothing.
 */
export async function LatestActivity({
  movements,
}: {
  movements: Promise<HistoryRowData[] | null>;
}) {
  const [rows, t, locale, brands, timeZone] = await Promise.all([
    movements,
    getTranslations('Home'),
    getLocale() as Promise<Locale>,
    getNativeBrands(),
    memberTimeZone(),
  ]);
  if (!rows?.length) return null;
  const brandOf = (code: string) => {
    const brand = brands.find((b) => b.code === code);
    return brand
      ? { code, name: localized(brand.name, locale), logo: brand.logo }
      : { code, name: code, logo: '' };
  };
  return (
    <section aria-labelledby="latest-activity-title" className="mx-auto w-full max-w-5xl px-4 py-4">
      <h2 id="latest-activity-title" className="text-xl font-semibold">
        {t('latestTitle')}
      </h2>
      <div className="mt-1">
        <HistoryRows rows={rows} brandOf={brandOf} timeZone={timeZone} />
      </div>
      <Link
        href={routePath('transactionHistory')}
        className="mt-2 inline-block text-sm font-medium text-primary-ink underline underline-offset-4"
      >
        {t('latestAll')}
      </Link>
    </section>
  );
}
