'use client';

import { Toaster } from 'sonner';
import { useLocale } from 'next-intl';

/** SPEC §2 Snackbar: bottom centre, success green and error red, auto-hide after 5 s. */
export function Snackbar() {
  const locale = useLocale();
  return <Toaster position="bottom-center" richColors duration={5000} dir={locale === 'ar' ? 'rtl' : 'ltr'} />;
}
