'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { brandReturnLink } from '@/lib/navigation/return-link';
import type { BrandAppVisit } from './brand-app-visit';
import { routePath } from '@/lib/navigation/route-paths';

type Props = {
  deeplinks: Record<string, Record<string, string>>;
  country: string;
  brandNames: Record<string, string>;
  /** The visit a brand's app opened in this tab (components/layout/brand-app-visit.ts). */
  visit: BrandAppVisit;
  /** The link leaves for the brand app: the visit is forgotten on the way out. */
  onLeave: () => void;
};

/** docs/product.md §4 Brand-return banner: a banner leads back to the brand app that opened the visit. */
export function BrandReturnBanner({ deeplinks, country, brandNames, visit, onLeave }: Props) {
  const t = useTranslations('BrandReturn');
  const pathname = usePathname();
  if (pathname === routePath('profileManageAccount')) return null;
  const link = brandReturnLink(deeplinks, visit.brand, country, visit.redirectPath);
  if (!link) return null;

  return (
    <div className="bg-secondary text-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2 text-sm">
        <span>{t('message', { brand: brandNames[visit.brand] ?? visit.brand })}</span>
        <a
          href={link}
          onClick={onLeave}
          className="rounded-full bg-white px-4 py-1 font-semibold text-secondary"
        >
          {t('back', { brand: brandNames[visit.brand] ?? visit.brand })}
        </a>
      </div>
    </div>
  );
}
