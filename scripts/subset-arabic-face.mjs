// Cuts Rubik's Arabic face in two: `node scripts/subset-arabic-face.mjs` after a bump of
// @fontsource-variable/rubik (tests/layout/fonts.test.ts fails until it is run).
//
// fontsource's Arabic file (33 KB) also holds Arabic Supplement, Extended-A/B and the presentation
// forms, which no text of ours uses: the messages, brand and store names are all in the Arabic
// block U+0600-06FF. The core face below is that block alone (23 KB, every weight); the full file
// stays declared for the other ranges, so a browser fetches it only for a name that needs them.
// hb-subset keeps every glyph the shaping rules reach from the kept characters, so the joined
// and ligated forms come with them. Its output is the same bytes for the same input (the test
// relies on that).
import subsetFont from 'subset-font';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'node_modules/@fontsource-variable/rubik';

/** The core face's code points, as its @font-face unicode-range in app/globals.css gives them. */
export const ARABIC_CORE_RANGES = [
  [0x0600, 0x06ff],
  // Zero-width non-joiner, joiner and the left-to-right mark: they decide how the letters either
  // side of them join, so they are shaped in the same face as those letters.
  [0x200c, 0x200e],
];

/** The same ranges written as CSS: U+0600-06FF, U+200C-200E. */
export const arabicCoreUnicodeRange = () =>
  ARABIC_CORE_RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ');

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');

export async function packageVersion() {
  return JSON.parse(await readFile(`${PACKAGE}/package.json`, 'utf8')).version;
}

/** The core face, built from the pinned package's Arabic file. */
export async function subsetArabicCore() {
  const source = await readFile(`${PACKAGE}/files/rubik-arabic-wght-normal.woff2`);
  const text = ARABIC_CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
  return subsetFont(source, text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = `public/fonts/rubik-arabic-core-wght-normal.${await packageVersion()}.woff2`;
  const face = await subsetArabicCore();
  await writeFile(target, face);
  console.log(`${target}: ${face.length} bytes`);
}
