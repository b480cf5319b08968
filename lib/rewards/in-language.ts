import { apiKey } from '@/lib/api/api-key';
import type { Reward } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A reward as a page in `locale` is seeded with it: its title, description and terms in the other
 * language left empty, not sent (a third of a member's rewards page, and of a detail's).
 * A seed so cut is cached under a key that names its language (pagesKey, detailKey), so only pages
 * in that language read it.
 */
export function rewardInLanguage(reward: Reward, locale: Locale): Reward {
  const other =
    locale === 'ar'
      ? { titleEn: '', descriptionEn: '', termsEn: '' }
      : { titleAr: '', descriptionAr: '', termsAr: '' };
  return { ...reward, ...other };
}

export type DetailCall = 'reward-details' | 'voucher-details';
export type DetailInput = { brand: string; id: string };

/** Starts with the call's key, so what invalidates the call's views invalidates this one too. */
export const detailKey = (name: DetailCall, input: DetailInput, locale: Locale) =>
  [...apiKey(name, input), locale] as const;
