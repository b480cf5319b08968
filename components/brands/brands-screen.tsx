import { getLocale, getTranslations } from 'next-intl/server';
import { currentMember, getBrandCards } from '@/lib/brands/brand-cards';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { PageIntro } from '@/components/layout/page-intro';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint } from '@/lib/server/first-paint';
import { BrandActions } from './brand-actions';
import { BalancesStatus, BrandBalance } from './brand-balance';
import { EarnRule } from './earn-rule';
import { BrandMark } from '@/components/brands/brand-mark';
import { routePath } from '@/lib/navigation/route-paths';

/**
 * docs/product.md §2 /brands: every partner brand with its mark, the earn rule and its links; a member also
 * sees their balance and membership per brand, a guest is invited to log in.
 */
export async function BrandsScreen() {
  // The balances are read beside the session check (lib/server/first-paint.ts).
  startFirstPaint();
  const locale = (await getLocale()) as Locale;
  const [pages, t, brands, member] = await Promise.all([
    getTranslations('Pages'),
    getTranslations('Brands'),
    getBrandCards(locale),
    currentMember(),
  ]);

  return (
    <MemberFirstPaint>
      <PageIntro title={pages('brands')} intro={pages('brandsIntro')}>
        {member ? (
          <BalancesStatus member={member} />
        ) : (
          <p className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-4 text-sm">
            <span>{t('guestPrompt')}</span>
            <Link
              href={routePath('login')}
              className="font-semibold text-primary-ink underline underline-offset-4"
            >
              {t('login')}
            </Link>
          </p>
        )}
        {brands ? (
          <ul aria-label={t('listLabel')} className="mt-6 grid gap-4 sm:grid-cols-2">
            {brands.map((brand) => (
              <li
                key={brand.code}
                className="flex flex-col gap-3 rounded-3xl border border-line p-4"
              >
                <div className="flex items-center gap-3">
                  <BrandMark src={brand.logo} size={56} className="size-14 shrink-0 rounded-2xl" />
                  <h2 className="text-lg font-semibold">{brand.name}</h2>
                </div>
                {member ? <BrandBalance member={member} brand={brand} /> : null}
                <EarnRule brand={brand} />
                <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                  <BrandActions brand={brand} />
                  <Link
                    href={routePath('brandDetail', { shortname: brand.shortname })}
                    className="text-sm font-semibold text-primary-ink underline underline-offset-4"
                  >
                    {t('details', { brand: brand.name })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p role="alert" className="mt-6 rounded-2xl bg-error/10 p-4 text-sm text-error-ink">
            {t('unavailable')}
          </p>
        )}
      </PageIntro>
    </MemberFirstPaint>
  );
}
