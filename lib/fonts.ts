import localFont from 'next/font/local';

// Rubik (SPEC §1) from @fontsource-variable/rubik: next/font/google cannot download here, and
// next/font/local needs one call per subset. Each face carries the unicode-range fontsource
// gives its subset (the Basic Multilingual Plane part), so a browser fetches a face only for text
// that needs it.
//
// Latin is preloaded: both languages show it (digits, brand names). Arabic is not: an English page
// shows no Arabic (the language toggle sets its Arabic name in the system's face), and preloading
// it put 32 KB in front of every first paint; an Arabic page finds it at its first layout.
//
// The metric-matched stand-ins shown while a face loads are declared in app/globals.css with the
// same ranges, not generated here: next/font's stand-in (Arial) has no range, and where Arial has
// Arabic glyphs (Windows, macOS) it would set Arabic text before Rubik Arabic was ever tried.
export const rubikLatin = localFont({
  src: '../node_modules/@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2',
  variable: '--font-rubik-latin',
  weight: '300 900',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const rubikArabic = localFont({
  src: '../node_modules/@fontsource-variable/rubik/files/rubik-arabic-wght-normal.woff2',
  variable: '--font-rubik-arabic',
  weight: '300 900',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
});
