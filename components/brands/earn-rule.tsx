import { getTranslations } from 'next-intl/server';
import type { BrandCard } from '@/lib/brands/brand-cards';

/** How points are earned at a brand (docs/product.md §3 Loyalty brands: earnPerOrder, dailyEarningLimit). */
export async function EarnRule({
  brand,
  withExpiry = false,
}: {
  brand: BrandCard;
  withExpiry?: boolean;
}) {
  const t = await getTranslations('Brands');
  return (
    <>
      <p className="text-sm">
        {t('earnRule', { perOrder: brand.earnPerOrder, perDay: brand.dailyEarningLimit })}
      </p>
      {withExpiry ? (
        <p className="text-sm text-muted">{t('expiry', { months: brand.pointExpiryMonths })}</p>
      ) : null}
    </>
  );
}
