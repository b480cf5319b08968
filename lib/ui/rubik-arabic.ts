import { preload } from 'react-dom';
import type { Locale } from '@/lib/i18n/locale';

/**
 * Rubik's Arabic face, served from public/fonts and declared in app/globals.css rather than through
 * next/font (lib/ui/fonts.ts says why): @fontsource-variable/rubik's file cut to the Arabic block by
 * scripts/subset-arabic-face.mjs, named by a hash of its content so it can be cached for good
 * (tests/layout/fonts.test.ts holds it to a fresh cut of the pinned package's file).
 */
export const RUBIK_ARABIC_URL = '/fonts/rubik-arabic.9b4485a52911.woff2';

/** An Arabic page's text is Arabic: its face is fetched with the stylesheets, not at first layout. */
export function preloadArabicFace(locale: Locale) {
  if (locale === 'ar')
    preload(RUBIK_ARABIC_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
