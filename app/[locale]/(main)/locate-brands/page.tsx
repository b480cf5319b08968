import { getTranslations } from 'next-intl/server';
import { routePage } from '@/components/layout/route-page';
import { PageIntro } from '@/components/layout/page-intro';
import { StoreFinder } from '@/components/stores/store-finder';
import { currentCountry, getBrandCards } from '@/lib/brands/brand-cards';
import { mapEnv } from '@/lib/config/env';

export default routePage('locateBrands', async ({ locale }) => {
  const [t, country, brands] = await Promise.all([
    getTranslations('Pages'),
    currentCountry(),
    getBrandCards(locale),
  ]);
  return (
    <PageIntro title={t('locateBrands')} intro={t('locateBrandsIntro')}>
      <StoreFinder
        country={country}
        brands={(brands ?? []).map((b) => ({ code: b.code, name: b.name }))}
        mapStyleUrl={mapEnv()?.styleUrl}
      />
    </PageIntro>
  );
});
