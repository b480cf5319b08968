import localFont from 'next/font/local';

// Rubik (SPEC §1) from @fontsource-variable/rubik: next/font/google cannot download here, and
// next/font/local needs one call per subset because its src carries no unicode-range.
export const rubikLatin = localFont({
  src: '../node_modules/@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2',
  variable: '--font-rubik-latin',
  weight: '300 900',
  display: 'swap',
});

export const rubikArabic = localFont({
  src: '../node_modules/@fontsource-variable/rubik/files/rubik-arabic-wght-normal.woff2',
  variable: '--font-rubik-arabic',
  weight: '300 900',
  display: 'swap',
});
