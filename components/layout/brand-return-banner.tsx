'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { brandReturnLink } from '@/lib/navigation/return-link';
import { BRAND_APP_VISIT_KEY } from '@/lib/observability/display-mode';
import { routePath } from '@/lib/navigation/route-paths';

type Props = {
  deeplinks: Record<string, Record<string, string>>;
  country: string;
  brandNames: Record<string, string>;
};

const STORED = {
  start: 'redirectionStartTime',
  brand: BRAND_APP_VISIT_KEY,
  path: 'redirectPath',
} as const;
/**
 * docs/product.md §4 Brand-return banner. Opened from a brand's app (clientId and channel=app),
 * the visit is remembered in session storage and a banner leads back to that app.
 */
export function BrandReturnBanner({ deeplinks, country, brandNames }: Props) {
  const t = useTranslations('BrandReturn');
  const params = useSearchParams();
  const pathname = usePathname();
  const [visit, setVisit] = useState<{ brand: string; redirectPath: string | null } | null>(null);

  useEffect(() => {
    const brand = params.get('brand');
    if (
      params.get('clientId') &&
      params.get('channel') === 'app' &&
      brand &&
      pathname !== routePath('profileManageAccount')
    ) {
      sessionStorage.setItem(STORED.start, String(Date.now()));
      sessionStorage.setItem(STORED.brand, brand);
      const redirectPath = params.get('redirectPath');
      if (redirectPath) sessionStorage.setItem(STORED.path, redirectPath);
      else sessionStorage.removeItem(STORED.path);
    }
    const storedBrand = sessionStorage.getItem(STORED.brand);
    // Reading browser storage after mount is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisit(
      storedBrand
        ? { brand: storedBrand, redirectPath: sessionStorage.getItem(STORED.path) }
        : null,
    );
  }, [params, pathname]);

  if (!visit || pathname === routePath('profileManageAccount')) return null;
  const link = brandReturnLink(deeplinks, visit.brand, country, visit.redirectPath);
  if (!link) return null;

  // The link itself leaves for the brand app; the visit is forgotten on the way out.
  const forget = () => {
    for (const key of Object.values(STORED)) sessionStorage.removeItem(key);
    setVisit(null);
  };

  return (
    <div className="bg-secondary text-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2 text-sm">
        <span>{t('message', { brand: brandNames[visit.brand] ?? visit.brand })}</span>
        <a
          href={link}
          onClick={forget}
          className="rounded-full bg-white px-4 py-1 font-semibold text-secondary"
        >
          {t('back', { brand: brandNames[visit.brand] ?? visit.brand })}
        </a>
      </div>
    </div>
  );
}
