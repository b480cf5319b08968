import localFont from 'next/font/local';

// Rubik (docs/product.md §1) from @fontsource-variable/rubik: next/font/google cannot download here. Each face
// has a unicode-range, so a browser fetches a face only for text that needs it: Latin the one
// fontsource gives its subset (the Basic Multilingual Plane part), Arabic the Arabic block it is
// cut to (scripts/subset-arabic-face.mjs).
//
// Latin goes through next/font, which preloads it on every page: both languages show it (digits,
// brand names). Arabic is preloaded on Arabic pages only (app/[locale]/layout.tsx): an English page
// shows no Arabic (the language toggle sets its Arabic name in the system's face), and preloading
// it there put it (then 32 KB) in front of every first paint; an Arabic page that waited to find
// it at its first layout fetched it only then, after the page's scripts, and set its text in a
// stand-in first. next/font cannot preload per language (it preloads per route, and both
// languages share every route) and hashes the file's address, so the Arabic face is served from
// public/fonts under a name of its own, declared in app/globals.css, and preloaded by that
// address (lib/ui/rubik-arabic.ts).
//
// The metric-matched stand-ins shown while a face loads are declared in app/globals.css with the
// same ranges, not generated here: next/font's stand-in (Arial) has no range, and where Arial has
// Arabic glyphs (Windows, macOS) it would set Arabic text before Rubik Arabic was ever tried.
export const rubikLatin = localFont({
  src: '../../node_modules/@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2',
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
