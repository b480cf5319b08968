import { useLocale, useTranslations } from 'next-intl';
import { formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';

/**
 * "Used at 2:32 pm, KFC": when the till took a voucher, in the member's country's time zone and
 * the 12-hour clock (docs/product.md §9), and where, by the brand's name in the page's language.
 */
export function UsedAt({ at, brand, timeZone }: { at: string; brand: string; timeZone: string }) {
  const t = useTranslations('Voucher');
  const locale = useLocale() as Locale;
  return (
    <p className="text-sm" data-testid="voucher-used-at">
      {t.rich('usedAt', {
        clock: formatTime(at, locale, timeZone),
        brand,
        // The clock on one line ("2:32 م"), as every time is (docs/product.md §9 Direction).
        time: (chunks) => (
          <time dateTime={at} className="whitespace-nowrap">
            {chunks}
          </time>
        ),
        bdi: (chunks) => <bdi>{chunks}</bdi>,
      })}
    </p>
  );
}
