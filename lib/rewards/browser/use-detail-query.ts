'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import type { BrowserRequest } from '@/lib/contract/calls';
import { apiQueryFn } from '@/lib/api/use-api';
import type { CallData } from '@/lib/contract/calls';
import type { Locale } from '@/lib/i18n/locale';
import { detailKey, type DetailCall, type DetailInput } from '../in-language';

/**
 * A reward's or voucher's details, starting from what the server painted them with: those carry
 * the page's language only (rewardInLanguage), so they are held per language (detailKey).
 * Offline, it fails (and the voucher shows its saved copy) rather than wait paused for a network.
 */
export function useDetailQuery<N extends DetailCall>(
  name: N,
  input: DetailInput,
  initial: CallData<N> | undefined,
) {
  const locale = useLocale() as Locale;
  return useQuery<CallData<N>, ApiError>({
    queryKey: detailKey(name, input, locale),
    // Both calls take { brand, id }; TypeScript cannot see that through BrowserRequest<N>.
    queryFn: apiQueryFn(name, input as BrowserRequest<N>),
    initialData: initial,
    networkMode: 'always',
  });
}
