import { useTranslations } from 'next-intl';
import type { Rate } from '@/lib/contract/loyalty';
import { rateText } from '@/lib/exchange/transfer-preview';
import { isolate } from '@/lib/i18n/bidi';
import { IsolatedRuns } from '@/components/ui/isolated-text';

export type SummaryValues = {
  send: number;
  receive: number;
  rate: Rate;
  minimum: number;
  remaining: number | null;
  limit: number | null;
};

/**
 * What the member sees before confirming (docs/product.md §3 Transfer): what is sent, what arrives at the
 * posted rate, the rate, the minimum transfer and what is left of today's earning limit in the
 * target brand. Every row is a count with its unit, exact and unpadded, in the form its number
 * takes ("50 AMRX Rewards points", "50 نقطة من مكافآت AMRX"; docs/product.md §5 Points display),
 * with the brands' names isolated (docs/product.md §9 Direction).
 */
export function TransferSummary({
  values,
  source: sourceName,
  target: targetName,
  busy,
}: {
  values: SummaryValues;
  source: string;
  target: string;
  busy: boolean;
}) {
  const t = useTranslations('Exchange');
  const source = isolate(sourceName);
  const target = isolate(targetName);
  const rows: [string, string][] = [
    [t('send'), t('brandPoints', { points: values.send, brand: source })],
    [t('receive'), t('brandPoints', { points: values.receive, brand: target })],
    [t('rate'), t('rateValue', { source, target, rate: Number(rateText(values.rate)) })],
    [t('minimum'), t('pointsValue', { points: values.minimum })],
  ];
  if (values.remaining !== null && values.limit !== null) {
    rows.push([
      t('remainingLimit', { brand: targetName }),
      t('remainingValue', { remaining: values.remaining, limit: values.limit }),
    ]);
  }
  return (
    <section
      aria-labelledby="transfer-summary-title"
      aria-busy={busy}
      className="rounded-2xl bg-surface p-4"
    >
      {/* Focused after Review (exchange-form.tsx), so it can take focus without being a tab stop. */}
      <h2 id="transfer-summary-title" tabIndex={-1} className="text-base font-semibold">
        {t('summaryTitle')}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{term}</dt>
            <dd className="text-end font-semibold">
              <IsolatedRuns text={detail} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
