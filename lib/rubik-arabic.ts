import { preload } from 'react-dom';
import type { Locale } from '@/lib/locale';

/**
 * Rubik's Arabic face, served from public/fonts and declared in app/globals.css rather than through
 * next/font (lib/fonts.ts says why): @fontsource-variable/rubik's file, named with the package's
 * version so it can be cached for good (tests/layout/fonts.test.ts holds both).
 */
export const RUBIK_ARABIC_URL = '/fonts/rubik-arabic-wght-normal.5.3.0.woff2';

/** An Arabic page's text is Arabic: its face is fetched with the stylesheets, not at first layout. */
export function preloadArabicFace(locale: Locale) {
  if (locale === 'ar') preload(RUBIK_ARABIC_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
