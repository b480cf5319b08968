'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { track } from '@/lib/observability/analytics';
import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { entryFor } from '@/lib/brands/brand-membership';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate, formatPoints } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { Icon } from '@/components/ui/icon';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import { BrandMark } from '@/components/brands/brand-mark';
import { Link } from '@/lib/i18n/navigation';
import { useServerDates } from '@/components/providers/server-dates';
import { soonestExpiry } from '@/lib/points/soonest-expiry';
import { nextReward } from '@/lib/points/next-reward';
import { formatWorth } from '@/lib/points/points-worth';
import type { WidgetBrand as Brand } from '@/lib/points/widget-brands';
import { routePath } from '@/lib/navigation/route-paths';
import { RemindersOptIn } from '@/components/reminders/lazy-reminders-opt-in';

type Props = {
  /** The member's country's zone: expiries on one local day add up (lib/points/soonest-expiry.ts). */
  timeZone: string;
  cCode: string;
  phnNo: string;
  brands: Brand[];
  minDigits: number;
  light: boolean;
  /** Pages other than home: on a phone the brands start folded, so the page's own content shows. */
  foldedOnPhones?: boolean;
  /** Hold the reminders offer's line from the first paint (lib/pwa/reminders-offer.ts). */
  holdRemindersLine: boolean;
};

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const EXPIRY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The member half of the points widget: total, per brand (collapsible), and what expires soon. */
export function MemberBalances({
  timeZone,
  cCode,
  phnNo,
  brands,
  minDigits,
  light,
  foldedOnPhones = false,
  holdRemindersLine,
}: Props) {
  const t = useTranslations('PointsWidget');
  const locale = useLocale() as Locale;
  // null until the member taps: open, or on a phone folded where asked. The server cannot know
  // the screen, so a folded list is hidden by CSS on phones only (no shift on larger screens) and
  // the button's state follows once the page runs.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const expanded = chosen ?? (!foldedOnPhones || wide);
  // A member page's first paint has these from the server (components/providers/member-first-paint.tsx),
  // so the widget does not open on a skeleton that the numbers then push the page down from.
  const query = useApiQuery('loyalty-brands', { cCode, phnNo });
  // Their expiry dates as the server formatted them: formatted here, the first would build an
  // Intl format while the page hydrates (lib/i18n/format.ts).
  const dates = useServerDates();
  const muted = light ? 'text-muted' : 'text-white/80';

  // docs/product.md §7 and §8: the balances shown, or balance_not_fetched when they could not be read.
  useEffect(() => {
    if (query.isError) {
      track({
        event: 'view',
        event_action: 'balance_not_fetched',
        alert_message: 'Balance not fetched',
      });
    } else if (query.data) {
      // Once per reading of the balances shown.
      track({
        event: 'points_widget',
        event_action: 'view',
        total_points: query.data.total,
        brand_points_list: Object.entries(query.data.brands).map(([brand, b]) => ({
          brand,
          points: b.pointBalance,
        })),
      });
    }
  }, [query.isError, query.data, query.dataUpdatedAt]);

  if (query.isPending) {
    return (
      <div role="status" className="mt-4 grid grid-cols-3 gap-3">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className={`h-16 animate-pulse rounded-2xl ${light ? 'bg-white' : 'bg-white/15'}`}
          />
        ))}
      </div>
    );
  }
  // A reading that failed after one succeeded keeps the numbers; home's snackbar says it failed.
  if (!query.data) {
    return (
      <p role="alert" className="mt-4 text-sm">
        {t('balanceNotFetched')}
      </p>
    );
  }

  const { total, brands: balances } = query.data;
  // "Soon" is measured from when the balances were read, which keeps rendering pure.
  const readAt = query.dataUpdatedAt;
  // Brands are matched to the native brand list by short name (docs/product.md §2 Points widget).
  const rows = brands
    .map((brand) => ({ brand, balance: entryFor(balances, brand) }))
    .filter((row) => row.balance?.isLoyaltyMember);
  const pending = rows.reduce((sum, row) => sum + (row.balance?.pendingPoints ?? 0), 0);
  const soon = soonestExpiry(
    rows.map(({ brand, balance }) => ({ code: brand.code, nextExpiry: balance!.nextExpiry })),
    {
      from: readAt,
      windowMs: EXPIRY_WINDOW_MS,
      dayOf: (d) => formatDate(d, locale, timeZone, dates),
    },
  );
  // A brand's name inside a sentence is isolated: "مكافآت AMRX" mixes scripts (docs/product.md §9).
  const nameOf = (code: string) => isolate(brands.find((b) => b.code === code)?.name ?? code);

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="brand-points"
        onClick={() => {
          track({ event: 'points_widget', event_action: expanded ? 'collapse' : 'expand' });
          setChosen(!expanded);
        }}
        className="flex w-full items-center justify-between gap-4 text-start"
      >
        <span>
          <span className={`block text-sm ${muted}`}>{t('totalPoints')}</span>
          {/* Figures standing alone, the only ones padded (docs/product.md §5 Points display) or
              abbreviated; auto, as an Arabic "1.5 ألف" runs right to left and a "050" left to
              right. Every number in a sentence below is its message's, unpadded. */}
          <span className="text-3xl font-bold" dir="auto">
            {formatPoints(total, locale, minDigits)}
          </span>
        </span>
        <Icon
          name="expand"
          className={`size-6 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
        <span className="sr-only">{expanded ? t('hideBrands') : t('showBrands')}</span>
      </button>
      {pending > 0 ? (
        <p className={`mt-2 text-sm ${muted}`}>
          <IsolatedRuns text={t('pending', { points: pending })} />
        </p>
      ) : null}
      {soon ? (
        <div className="mt-2">
          <p className={`text-sm ${muted}`}>
            <IsolatedRuns
              text={t('expiringSoon', {
                points: soon.total,
                date: isolate(formatDate(soon.date, locale, timeZone, dates)),
              })}
            />
          </p>
          {/* Each brand's part, so the member knows where to spend them. */}
          <p className={`text-sm ${muted}`}>
            <IsolatedRuns
              text={new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                soon.brands.map((b) =>
                  t('expiringPart', { brand: nameOf(b.code), points: b.points }),
                ),
              )}
            />
          </p>
          <Link
            href={{ pathname: routePath('rewards'), query: { brand: soon.brands[0]!.code } }}
            className="text-sm font-medium underline underline-offset-4"
          >
            <IsolatedRuns text={t('useThem', { brand: nameOf(soon.brands[0]!.code) })} />
          </Link>
          {/* One line of text-sm and its margin: what the offer takes once it shows, held so
              that the brands under it do not move then. A flow root, so that the offer's margin
              stays inside the held line instead of collapsing through it and adding 4 px. */}
          <div className={holdRemindersLine ? 'flow-root min-h-6' : undefined}>
            <RemindersOptIn compact />
          </div>
        </div>
      ) : null}
      <ul
        id="brand-points"
        hidden={chosen === false}
        className={`mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 ${chosen === null && foldedOnPhones ? 'max-sm:hidden' : ''}`}
      >
        {rows.map(({ brand, balance }) => (
          <li
            key={brand.code}
            className={`flex flex-col gap-2 rounded-2xl p-3 ${light ? 'bg-white' : 'bg-white/10'}`}
          >
            {/* A brand's line leads to that brand's history (docs/product.md §2 Points widget). */}
            <Link
              href={{ pathname: routePath('transactionHistory'), query: { brand: brand.code } }}
              className="flex items-center gap-3"
            >
              <BrandMark src={brand.logo} size={32} className="size-8 rounded-lg bg-white" />
              <span>
                <span className={`block text-xs ${muted}`}>{brand.name}</span>
                <span className="font-semibold" dir="auto">
                  {formatPoints(balance!.pointBalance, locale, minDigits)}
                </span>
                {balance!.pendingPoints > 0 ? (
                  <span className={`block text-xs ${muted}`}>
                    <IsolatedRuns text={t('pendingShort', { points: balance!.pendingPoints })} />
                  </span>
                ) : null}
                <span className="sr-only">{t('brandHistory')}</span>
              </span>
            </Link>
            <BrandReach brand={brand} balance={balance!.pointBalance} muted={muted} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Under a brand's line (docs/product.md §2 Points widget): what its points are worth in the
 * member's currency, when the config gives a value, and the cheapest reward not yet affordable,
 * linked to its detail. Priced here from the live balance, with the value and the steps the
 * server worked out, and the worth of the balance it read already formatted
 * (lib/points/widget-brands.ts).
 */
function BrandReach({ brand, balance, muted }: { brand: Brand; balance: number; muted: string }) {
  const t = useTranslations('PointsWidget');
  const locale = useLocale() as Locale;
  const next = nextReward(brand.rewards, balance);
  const amount = brand.worth ? formatWorth(balance, brand.worth, locale) : null;
  if (amount === null && !next) return null;
  return (
    <div className="flex flex-col gap-1 text-xs [overflow-wrap:anywhere]">
      {amount !== null ? (
        <p className={muted}>
          <span aria-hidden="true">{t('worth', { amount })}</span>
          <span className="sr-only">{t('worthLabel', { amount })}</span>
        </p>
      ) : null}
      {next ? (
        <Link
          href={routePath('rewardDetail', { brand: brand.shortname, id: next.reward.id })}
          className="font-medium underline underline-offset-2"
        >
          {t('nextReward', { points: next.missing, reward: next.reward.title })}
        </Link>
      ) : null}
    </div>
  );
}
