import { getLocale, getTranslations } from 'next-intl/server';
import { brandHasStores } from '@/lib/brands/brand-has-stores';
import { currentMember, getBrandCards } from '@/lib/brands/brand-cards';
import { getMember } from '@/lib/session/member';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint } from '@/lib/server/first-paint';
import type { Locale } from '@/lib/i18n/locale';
import type { ModalBodyProps } from '@/components/modal/modal-page';
import { BrandActions } from './brand-actions';
import { BrandBalance } from './brand-balance';
import { EarnRule } from './earn-rule';

/** docs/product.md §2 /brands/{shortname}/detail; an unknown brand gets docs/product.md §8's brand-not-found text. */
export async function BrandDetailBody({ params }: ModalBodyProps) {
  // The balances are read beside the session check, not after it (lib/server/first-paint.ts).
  startFirstPaint();
  const locale = (await getLocale()) as Locale;
  const [t, brands] = await Promise.all([getTranslations('Brands'), getBrandCards(locale)]);
  const shortname = params.shortname?.toLowerCase();
  const brand = brands?.find(
    (b) => b.shortname.toLowerCase() === shortname || b.code.toLowerCase() === shortname,
  );
  if (!brand) return <p role="alert">{t('notFound')}</p>;
  const [withStores, member, profile] = await Promise.all([
    brandHasStores(brand.code),
    currentMember(),
    getMember(),
  ]);
  // Store search only for a brand with stores (the programme's own brand has none); if the
  // stores cannot be read now, the search page says so itself.
  const hasStores = withStores ?? true;
  const joinHint = t('joinHint', { brand: brand.name, points: brand.joiningBonusPts });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- project-drawn brand marks */}
        <img src={brand.logo} alt="" width={72} height={72} className="size-18 rounded-2xl" />
        <h3 className="text-lg font-semibold">{brand.name}</h3>
      </div>
      <p className="text-muted">{brand.description}</p>
      {/* The screen underneath (the brands list, or home's points widget) already says once when
          the balances could not be read (docs/product.md §8 balance_not_fetched): not again here. */}
      {/* Its own reading of the balances, so the balance renders in the first paint on both sides
          whatever the page beneath has read (a hard-loaded detail would otherwise hydrate over
          a placeholder). */}
      {member ? (
        <MemberFirstPaint>
          <BrandBalance
            member={member}
            brand={brand}
            detailed
            join={{ name: profile?.name ?? '', joiningBonusPts: brand.joiningBonusPts }}
          />
        </MemberFirstPaint>
      ) : null}
      <EarnRule brand={brand} withExpiry />
      {member ? null : <p className="text-sm">{joinHint}</p>}
      <BrandActions brand={brand} withStores={hasStores} />
    </div>
  );
}
