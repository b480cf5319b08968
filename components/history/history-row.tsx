import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatPoints, formatTime } from '@/lib/format';
import { signedPoints } from '@/lib/history/rows';
import type { Locale } from '@/lib/locale';
import { BrandMark } from '@/components/brands/brand-mark';

export type HistoryBrand = { code: string; name: string; logo: string };

/** One movement: brand, reason, points (+ in, − out) and when (SPEC §9 date and 12-hour time). */
export function HistoryRow({
  brand,
  reason,
  points,
  at,
  minDigits,
  timeZone,
}: {
  brand: HistoryBrand;
  reason: string;
  points: number;
  at: string;
  minDigits: number;
  /** The member's country's zone (SPEC §9): a KSA member reads Riyadh's day and hour. */
  timeZone: string;
}) {
  const t = useTranslations('History');
  const locale = useLocale() as Locale;
  return (
    <li className="flex items-center gap-3 py-3">
      <BrandMark src={brand.logo} size={40} className="size-10 shrink-0 rounded-xl bg-white" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{brand.name}</p>
        <p className="text-sm text-muted">{reason}</p>
        <p className="text-xs text-muted">
          <time dateTime={at}>
            {formatDate(at, locale, timeZone)} · {formatTime(at, locale, timeZone)}
          </time>
        </p>
      </div>
      <p className={`shrink-0 text-end font-semibold ${points < 0 ? 'text-error-ink' : 'text-success-ink'}`}>
        <span dir="ltr">{signedPoints(points, (n) => formatPoints(n, minDigits))}</span>{' '}
        <span className="text-xs font-normal">{t('pointsUnit')}</span>
      </p>
    </li>
  );
}
