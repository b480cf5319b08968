import { getLocale, getTranslations } from 'next-intl/server';
import { getNativeBrands } from '@/lib/brands/native-brands';
import { getHomeConfig } from '@/lib/config/home-config';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix, localized } from '@/lib/i18n/localized';
import type { ModalBodyProps } from '@/components/modal/modal-page';
import { CardImage } from '@/components/overlays/card-image';
import { IsolatedText } from '@/components/ui/isolated-text';
import { routePath } from '@/lib/navigation/route-paths';

/**
 * docs/product.md §2 /offer-detail/{id}: one home offer (docs/product.md §2 Card dialog: image with
 * fallback) with what the card has no room for: what it gives, where, until when and how to use
 * it, and the way there (the brand, or its branches). An unknown id says so.
 */
export async function OfferDetailBody({ params }: ModalBodyProps) {
  const [home, brands, locale, t, nf] = await Promise.all([
    getHomeConfig(),
    getNativeBrands(),
    getLocale() as Promise<Locale>,
    getTranslations('Home'),
    getTranslations('NotFound'),
  ]);
  const offer = home?.amrHomeWidgetsData.offerWidget.find((o) => o.id === params.id);
  if (!offer) return <p role="alert">{nf('title')}</p>;
  const native = brands.find((b) => b.code === offer.brandName);
  const brand = native ? localized(native.name, locale) : offer.brandName;
  const inStore = offer.channel === 'in-store';
  const how =
    offer.offerType === 'non-loyalty'
      ? t('howJoin', { brand })
      : inStore
        ? t('howLoyaltyInStore', { brand })
        : t('howLoyaltyOnline', { brand });
  const facts = [
    { term: t('offerWhat'), detail: bySuffix(offer, 'description', locale) },
    {
      term: t('offerWhere'),
      detail: inStore ? t('offerWhereInStore', { brand }) : t('offerWhereOnline', { brand }),
    },
    // The date isolated and unbroken (components/ui/isolated-text.tsx).
    ...(offer.endsAt
      ? [
          {
            term: t('offerUntil'),
            detail: <IsolatedText>{formatDate(offer.endsAt, locale)}</IsolatedText>,
          },
        ]
      : []),
    { term: t('offerHow'), detail: how },
  ];
  const shortname = native?.shortname ?? offer.brandName.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <CardImage src={offer.image} width={96} height={96} className="size-24 rounded-2xl" />
      <div>
        <p className="text-xs font-medium uppercase text-muted">{brand}</p>
        <h3 className="text-lg font-semibold">{bySuffix(offer, 'title', locale)}</h3>
        <p className="mt-1 text-sm font-medium text-primary-ink">
          {offer.offerType === 'loyalty' ? t('memberOffer') : t('joinOffer')}
        </p>
      </div>
      <dl className="flex flex-col gap-3" data-testid="offer-facts">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-2xl bg-surface p-3">
            <dt className="text-sm text-muted">{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link
          href={routePath('brandDetail', { shortname })}
          replace
          className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
        >
          {t('seeBrand')}
        </Link>
        {inStore ? (
          <Link
            href={{ pathname: routePath('locateBrands'), query: { brand: offer.brandName } }}
            className="rounded-full border border-secondary px-6 py-3 text-center font-semibold"
          >
            {t('findBranch')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
