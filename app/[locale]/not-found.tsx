import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 and §8: 'Page not found', a hint, and Back to Homepage. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-muted">{t('hint')}</p>
      <Link
        href={routePath('home')}
        className="rounded-full bg-primary-ink px-6 py-3 font-medium text-white"
      >
        {t('back')}
      </Link>
    </main>
  );
}
