import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatTime, type FormattedDates } from '@/lib/i18n/format';
import { pointsSign } from '@/lib/history/rows';
import type { Locale } from '@/lib/i18n/locale';
import type { HistoryRowData } from '@/lib/contract/loyalty';
import { BrandMark } from '@/components/brands/brand-mark';
import { IsolatedRuns, IsolatedText } from '@/components/ui/isolated-text';

export type HistoryBrand = { code: string; name: string; logo: string };

/**
 * The sign a movement's count is written with (History.amount): + for what came in, − (the minus
 * sign, not a hyphen) for what went out, none for nothing.
 */

/**
 * One movement: brand, what kind it is (a transfer says so, whichever tab it sits in), reason,
 * points (+ in, − out), whether it waits for an order, and when (docs/product.md §9 date and 12-hour time).
 * The points are a count beside its unit, so one message writes them, unpadded and pluralised
 * (History.amount, docs/product.md §5 Points display); the reason's ids and names and the date
 * are isolated and unbroken (docs/product.md §9 Direction).
 */
export function HistoryRow({
  brand,
  kind,
  pending,
  reason,
  points,
  at,
  timeZone,
  dates,
}: {
  brand: HistoryBrand;
  kind: HistoryRowData['kind'];
  pending: boolean;
  reason: string;
  points: number;
  at: string;
  /** The member's country's zone (docs/product.md §9): a KSA member reads Riyadh's day and hour. */
  timeZone: string;
  /** The server's text for dates of a first paint (components/providers/server-dates.tsx). */
  dates?: FormattedDates;
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
        <p className="text-sm text-muted">
          <IsolatedRuns text={reason} />
        </p>
        {pending ? <p className="text-xs font-medium text-warning-ink">{t('pending')}</p> : null}
        <p className="text-xs text-muted">
          <time dateTime={at}>
            <IsolatedText>{formatDate(at, locale, timeZone, dates)}</IsolatedText> ·{' '}
            <IsolatedText>{formatTime(at, locale, timeZone, dates)}</IsolatedText>
          </time>
        </p>
      </div>
      <p
        data-testid="history-points"
        className={`shrink-0 whitespace-nowrap text-end font-semibold ${points < 0 ? 'text-error-ink' : 'text-success-ink'}`}
      >
        <IsolatedRuns text={t('amount', { sign: pointsSign(points), points: Math.abs(points) })} />
      </p>
    </li>
  );
}

/** Movements as rows, each with its brand's name and mark (`brandOf`), in the order given. */
export function HistoryRows({
  rows,
  brandOf,
  timeZone,
  dates,
}: {
  rows: readonly HistoryRowData[];
  brandOf: (code: string) => HistoryBrand;
  timeZone: string;
  dates?: FormattedDates;
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
          timeZone={timeZone}
          dates={dates}
        />
      ))}
    </ul>
  );
}
