import { getTranslations } from 'next-intl/server';
import { HistoryTabs } from '@/components/history/history-tabs';
import { PageIntro } from '@/components/layout/page-intro';
import { routePage } from '@/components/layout/route-page';
import { PointsWidget } from '@/components/points/points-widget';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint, type FirstPaintAsk } from '@/lib/server/first-paint';
import { getAppConfig } from '@/lib/config/app-config';
import { memberTimeZone } from '@/lib/session/member-time-zone';
import { DEFAULT_MIN_POINTS_DIGITS } from '@/lib/i18n/format';
import { localized } from '@/lib/i18n/localized';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { historyBrand } from '@/lib/history/rows';

// docs/product.md §2: signed in only; the points widget shows here on a light background.
export default routePage('transactionHistory', async ({ locale, searchParams }) => {
  const [t, config, brands, timeZone, asked] = await Promise.all([
    getTranslations('Pages'),
    getAppConfig(),
    getNativeBrands(),
    memberTimeZone(),
    searchParams,
  ]);
  const brand = historyBrand(typeof asked.brand === 'string' ? asked.brand : null);
  // The list opens with its first page of All, of the brand `?brand=` names if any, dated in the
  // member's country's zone (docs/product.md §9), read beside the route guard's session check.
  const firstPaint: FirstPaintAsk = { reads: [{ history: { tab: 'all', brand } }], timeZone };
  startFirstPaint(firstPaint);
  return (
    <MemberFirstPaint {...firstPaint}>
      <PointsWidget light foldedOnPhones historyLink={false} />
      <PageIntro title={t('transactionHistory')} intro={t('transactionHistoryIntro')}>
        <div className="mt-6">
          <HistoryTabs
            brands={brands.map((b) => ({
              code: b.code,
              name: localized(b.name, locale),
              logo: b.logo,
            }))}
            minDigits={config?.minimumPointsDigits ?? DEFAULT_MIN_POINTS_DIGITS}
            timeZone={timeZone}
          />
        </div>
      </PageIntro>
    </MemberFirstPaint>
  );
});
