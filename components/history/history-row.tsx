import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatPoints, formatTime } from '@/lib/i18n/format';
import { signedPoints } from '@/lib/history/rows';
import type { Locale } from '@/lib/i18n/locale';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import { BrandMark } from '@/components/brands/brand-mark';

export type HistoryBrand = { code: string; name: string; logo: string };

/**
 * One movement: brand, what kind it is (a transfer says so, whichever tab it sits in), reason,
 * points (+ in, − out), whether it waits for an order, and when (docs/product.md §9 date and 12-hour time).
 */
export function HistoryRow({
  brand,
  kind,
  pending,
  reason,
  points,
  at,
  minDigits,
  timeZone,
}: {
  brand: HistoryBrand;
  kind: HistoryRowData['kind'];
  pending: boolean;
  reason: string;
  points: number;
  at: string;
  minDigits: number;
  /** The member's country's zone (docs/product.md §9): a KSA member reads Riyadh's day and hour. */
  timeZone: string;
}) {
  const t = useTranslations('History');
  const locale = useLocale() as Locale;
  return (
    <li className="flex items-center gap-3 py-3">
      <BrandMark src={brand.logo} size={40} className="size-10 shrink-0 rounded-xl bg-white" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{brand.name}</span>
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted">
            {t(`kind_${kind}`)}
          </span>
        </p>
        <p className="text-sm text-muted">{reason}</p>
        {pending ? <p className="text-xs font-medium text-warning-ink">{t('pending')}</p> : null}
        <p className="text-xs text-muted">
          <time dateTime={at}>
            {formatDate(at, locale, timeZone)} · {formatTime(at, locale, timeZone)}
          </time>
        </p>
      </div>
      <p
        className={`shrink-0 text-end font-semibold ${points < 0 ? 'text-error-ink' : 'text-success-ink'}`}
      >
        {/* The figure padded or abbreviated (auto: "−060" runs left to right, an Arabic "1.5 ألف"
            right to left); the word after it takes the form the number needs. */}
        <span dir="auto">{signedPoints(points, (n) => formatPoints(n, locale, minDigits))}</span>{' '}
        <span className="text-xs font-normal">{t('pointsUnit', { points: Math.abs(points) })}</span>
      </p>
    </li>
  );
}

/** Movements as rows, each with its brand's name and mark (`brandOf`), in the order given. */
export function HistoryRows({
  rows,
  brandOf,
  minDigits,
  timeZone,
}: {
  rows: readonly HistoryRowData[];
  brandOf: (code: string) => HistoryBrand;
  minDigits: number;
  timeZone: string;
}) {
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <HistoryRow
          key={row.id}
          brand={brandOf(row.brand)}
          kind={row.kind}
          pending={row.pending}
          reason={row.reason}
          points={row.points}
          at={row.occurredAt}
          minDigits={minDigits}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}
