import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { ExchangeForm } from '@/components/exchange/exchange-form';
import { PageIntro } from '@/components/layout/page-intro';
import { routePage } from '@/components/layout/route-page';
import { PointsWidget } from '@/components/points/points-widget';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint, type FirstPaintAsk } from '@/lib/server/first-paint';
import { getAppConfig } from '@/lib/config/app-config';
import { getHomeConfig } from '@/lib/config/home-config';
import { DEFAULT_MIN_POINTS_DIGITS } from '@/lib/i18n/format';
import { localized } from '@/lib/i18n/localized';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { getMember } from '@/lib/session/member';

// docs/product.md §2: protected, signed-in only; the points widget shows here on a light background.
export default routePage('exchangePoints', async ({ locale }) => {
  // The process's copy: no round trip before the readings start.
  const config = await getAppConfig();
  const enabled = config?.flags.isPointsExchangeEnabled ?? true;
  // The form opens with the member's balances and limits (docs/product.md §5) rather than loading them.
  const firstPaint: FirstPaintAsk = {
    reads: enabled ? [{ name: 'transfer-limits' }] : [],
  };
  startFirstPaint(firstPaint);
  const [t, tx, home, brands, member] = await Promise.all([
    getTranslations('Pages'),
    getTranslations('Exchange'),
    getHomeConfig(),
    getNativeBrands(),
    getMember(),
  ]);
  return (
    <MemberFirstPaint {...firstPaint}>
      <PointsWidget light foldedOnPhones />
      <PageIntro title={t('exchangePoints')} intro={t('exchangePointsIntro')}>
        <div className="mt-6">
          {!member || !enabled ? (
            <p className="rounded-2xl bg-surface p-4">{tx('disabled')}</p>
          ) : (
            // The form reads its prefill from the query string (useSearchParams).
            <Suspense>
              <ExchangeForm
                brands={brands.map((b) => ({
                  code: b.code,
                  name: localized(b.name, locale),
                  logo: b.logo,
                  exchangeRate: b.exchangeRate,
                }))}
                member={{ cCode: member.cCode, phnNo: member.phnNo }}
                memberName={member.name}
                minDigits={config?.minimumPointsDigits ?? DEFAULT_MIN_POINTS_DIGITS}
                sliderText={home ? localized(home.pointTransferSliderText, locale) : ''}
              />
            </Suspense>
          )}
        </div>
      </PageIntro>
    </MemberFirstPaint>
  );
});
