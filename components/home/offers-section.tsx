'use client';

import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { Link } from '@/lib/i18n/navigation';
import { visibleOffers, type OfferCard } from '@/lib/content/offer-filter';
import { CardImage } from '@/components/overlays/card-image';
import { routePath } from '@/lib/navigation/route-paths';

type Props = {
  offers: OfferCard[];
  member: { cCode: string; phnNo: string } | null;
  title: string;
};

/** Home offers, filtered by the member's brand memberships (docs/product.md §6); each opens offer-detail. */
export function OffersSection({ offers, member, title }: Props) {
  const t = useTranslations('Home');
  const balances = useApiQuery('loyalty-brands', member ?? { cCode: '', phnNo: '' }, {
    enabled: !!member,
  });
  const memberships =
    member && balances.data
      ? Object.fromEntries(
          Object.entries(balances.data.brands).map(([code, b]) => [code, b.isLoyaltyMember]),
        )
      : null;
  const loading = !!member && balances.isPending;
  const shown = member && !memberships ? [] : visibleOffers(offers, memberships);

  return (
    <section aria-labelledby="offers-title" className="mx-auto w-full max-w-5xl px-4 py-4">
      <h2 id="offers-title" className="text-xl font-semibold">
        {title}
      </h2>
      {loading ? (
        <div role="status" className="mt-3 grid gap-3 sm:grid-cols-3">
          <span className="sr-only">{t('loadingOffers')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl bg-surface" />
          ))}
        </div>
      ) : member && balances.isError ? (
        // Which offers apply depends on the memberships that failed to load: "none" would be false.
        <p className="mt-3 text-muted">{t('offersUnavailable')}</p>
      ) : shown.length === 0 ? (
        <p className="mt-3 text-muted">{t('noOffers')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {shown.map((offer) => (
            <li key={offer.id}>
              <Link
                href={routePath('offerDetail', { id: offer.id })}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line p-4 hover:border-primary"
              >
                <CardImage
                  src={offer.image}
                  width={48}
                  height={48}
                  className="size-12 rounded-xl"
                />
                <span className="font-semibold">{offer.title}</span>
                <span className="text-sm text-muted">{offer.description}</span>
                <span className="mt-auto text-xs font-medium text-primary-ink">
                  {offer.offerType === 'loyalty' ? t('memberOffer') : t('joinOffer')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
