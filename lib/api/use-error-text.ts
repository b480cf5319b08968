'use client';

import { useTranslations } from 'next-intl';
import { errorMessage } from './api-error';

/** Turns any error from callApi into text for the member, in their language. */
export function useErrorText() {
  const t = useTranslations('ApiErrors');
  return (error: unknown) => errorMessage(error, t);
}
