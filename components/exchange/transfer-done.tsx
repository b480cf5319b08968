import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import type { CallData } from '@/lib/contract/calls';
import { entryFor } from '@/lib/brands/brand-membership';
import { isolate } from '@/lib/i18n/bidi';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';
import { IsolatedRuns } from '@/components/ui/isolated-text';

export type DoneTransfer = {
  send: number;
  receive: number;
  source: string;
  target: string;
  sourceName: string;
  targetName: string;
};

/** The confirmed transfer, and both new balances once they have been read again. */
export function TransferDone({
  done,
  balances,
}: {
  done: DoneTransfer;
  balances: UseQueryResult<CallData<'loyalty-brands'>, ApiError>;
}) {
  const t = useTranslations('Exchange');
  const fresh = balances.data && !balances.isFetching ? balances.data.brands : null;
  const after = [
    { code: done.source, name: done.sourceName },
    { code: done.target, name: done.targetName },
  ];
  return (
    // Focused once the transfer is confirmed (exchange-form.tsx).
    <div
      id="transfer-done"
      tabIndex={-1}
      role="status"
      className="rounded-2xl bg-success/10 p-4 text-sm text-success-ink"
    >
      <p className="font-semibold">
        {/* Sentences take the numbers themselves: the messages pluralise them. The brand names are
            isolated, a Latin name inside Arabic text (components/ui/isolated-text.tsx). */}
        <IsolatedRuns
          text={t('success', {
            send: done.send,
            source: isolate(done.sourceName),
            receive: done.receive,
            target: isolate(done.targetName),
          })}
        />
      </p>
      {fresh ? (
        <ul className="mt-2">
          {after.map((b) => (
            <li key={b.code}>
              <IsolatedRuns
                text={t('newBalance', {
                  brand: isolate(b.name),
                  points: entryFor(fresh, { code: b.code })?.pointBalance ?? 0,
                })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Where the transfer now shows, both sides of it (docs/product.md §3 Transaction history). */}
      <Link
        href={routePath('transactionHistory')}
        className="mt-2 inline-block font-medium underline underline-offset-4"
      >
        {t('seeInHistory')}
      </Link>
    </div>
  );
}
