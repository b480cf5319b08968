import { getTranslations } from 'next-intl/server';

/** docs/product.md §2: the loyalty info dialog ("what the loyalty programme is"). */
export async function LoyaltyInfoBody() {
  const t = await getTranslations('LoyaltyInfo');
  return <p className="leading-relaxed text-muted">{t('body')}</p>;
}
