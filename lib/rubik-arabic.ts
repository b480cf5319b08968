import { preload } from 'react-dom';
import type { Locale } from '@/lib/locale';

/**
 * Rubik's Arabic face, served from public/fonts and declared in app/globals.css rather than through
 * next/font (lib/fonts.ts says why), named with @fontsource-variable/rubik's version so it can be
 * cached for good. It comes in two files (scripts/subset-arabic-face.mjs): the core, cut to the
 * Arabic block our text is set in, and the package's whole file for the rarer ranges
 * (tests/layout/fonts.test.ts holds both to the pinned package).
 */
export const RUBIK_ARABIC_CORE_URL = '/fonts/rubik-arabic-core-wght-normal.5.3.0.woff2';
export const RUBIK_ARABIC_REST_URL = '/fonts/rubik-arabic-wght-normal.5.3.0.woff2';

/** An Arabic page's text is Arabic: its face is fetched with the stylesheets, not at first layout. */
export function preloadArabicFace(locale: Locale) {
  if (locale === 'ar') preload(RUBIK_ARABIC_CORE_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
