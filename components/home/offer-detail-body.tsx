import { getLocale, getTranslations } from 'next-intl/server';
import { getHomeConfig } from '@/lib/config/home-config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';
import type { ModalBodyProps } from '@/components/modal/modal-page';
import { CardImage } from '@/components/overlays/card-image';

/** docs/product.md §2 /offer-detail/{id}: one home offer as a card (docs/product.md §2 Card dialog: image with fallback); an unknown id says so. */
export async function OfferDetailBody({ params }: ModalBodyProps) {
  const [home, locale, t, nf] = await Promise.all([
    getHomeConfig(),
    getLocale() as Promise<Locale>,
    getTranslations('Home'),
    getTranslations('NotFound'),
  ]);
  const offer = home?.amrHomeWidgetsData.offerWidget.find((o) => o.id === params.id);
  if (!offer) return <p role="alert">{nf('title')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <CardImage src={offer.image} width={96} height={96} className="size-24 rounded-2xl" />
      <h3 className="text-lg font-semibold">{bySuffix(offer, 'title', locale)}</h3>
      <p className="text-muted">{bySuffix(offer, 'description', locale)}</p>
      <p className="text-sm font-medium text-primary-ink">
        {offer.offerType === 'loyalty' ? t('memberOffer') : t('joinOffer')}
      </p>
      <Link
        href={`/brands/${offer.brandName.toLowerCase()}/detail`}
        replace
        className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
      >
        {t('seeBrand')}
      </Link>
    </div>
  );
}
