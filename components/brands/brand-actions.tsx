import { getTranslations } from 'next-intl/server';
import type { BrandCard } from '@/lib/brands/brand-cards';
import { Link } from '@/lib/i18n/navigation';
import { BrandAppLink } from './brand-app-link';
import { routePath } from '@/lib/navigation/route-paths';

const primary = 'rounded-full bg-primary-ink px-4 py-2 text-sm font-semibold text-white';
const secondary = 'rounded-full border border-line px-4 py-2 text-sm font-semibold';

/** The ways to reach a brand: its app (deep link, else its web shop), its web shop, and its stores. */
export async function BrandActions({
  brand,
  withStores = false,
}: {
  brand: BrandCard;
  withStores?: boolean;
}) {
  const t = await getTranslations('Brands');
  return (
    <div className="flex flex-wrap gap-2">
      {brand.appLink ? (
        <BrandAppLink
          href={brand.appLink}
          fallback={brand.webShop}
          brandName={brand.name}
          className={primary}
          aria-label={`${t('openApp')}: ${brand.name}`}
        >
          {t('openApp')}
        </BrandAppLink>
      ) : null}
      {brand.webShop ? (
        <a
          href={brand.webShop}
          target="_blank"
          rel="noopener noreferrer"
          className={secondary}
          aria-label={`${t('orderOnline')}: ${brand.name} ${t('newTab')}`}
        >
          {t('orderOnline')}
        </a>
      ) : null}
      {withStores ? (
        <Link
          href={{ pathname: routePath('locateBrands'), query: { brand: brand.code } }}
          className={secondary}
        >
          {t('findStores')}
        </Link>
      ) : null}
    </div>
  );
}
