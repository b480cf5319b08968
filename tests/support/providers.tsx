import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Stands in for what the app's layout puts around every page (app/[locale]/layout.tsx): React
// Query's client (components/providers/query-provider.tsx) and next-intl's messages, here the
// whole file of the locale, in the Dubai time zone the tests' times are written for. Each render
// has a fresh client, so no cached answer crosses tests; queries do not retry unless told.

export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'en',
    queries = { retry: false },
  }: { locale?: 'en' | 'ar'; queries?: DefaultOptions['queries'] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries } });
  const wrapped = (page: ReactElement) => (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider
        locale={locale}
        messages={locale === 'ar' ? ar : en}
        timeZone="Asia/Dubai"
      >
        {page}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  const result = render(wrapped(ui));
  // Rendered again inside the same providers and client, as a navigation renders the page.
  return { ...result, rerender: (page: ReactElement) => result.rerender(wrapped(page)) };
}
