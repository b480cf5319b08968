'use client';

import type { ComponentProps } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { installLatinDigits } from './latin-digits';

// Before any client component formats a message's number (lib/i18n/latin-digits.ts says why).
installLatinDigits();

/**
 * next-intl's provider for the browser's components, on an engine that writes the catalogue's
 * numbers in Western digits (docs/product.md §9). Given its locale and time zone by the server
 * (lib/i18n/client-messages.tsx), as next-intl's own server provider would.
 */
export function IntlClientProvider(props: ComponentProps<typeof NextIntlClientProvider>) {
  return <NextIntlClientProvider {...props} />;
}
