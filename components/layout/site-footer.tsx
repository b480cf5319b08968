import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';

const LINKS = [
  { href: routePath('faq'), label: 'faq' },
  { href: routePath('termsAndConditions'), label: 'terms' },
  { href: routePath('privacyPolicy'), label: 'privacy' },
  { href: routePath('cookiePolicy'), label: 'cookiePolicy' },
  { href: routePath('support'), label: 'contactUs' },
] as const;

/** docs/product.md §2 Footer: a brand logo and links to FAQ, terms, privacy, cookie policy and contact us. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className="hidden border-t border-line bg-surface sm:block">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center">
        <span className="text-lg font-bold text-primary-ink">AMRX</span>
        <nav aria-label={t('navigation')} className="flex-1">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-sm hover:text-primary-ink">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
