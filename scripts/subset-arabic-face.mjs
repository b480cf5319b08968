// Cuts Rubik's Arabic face to the Arabic block: `node scripts/subset-arabic-face.mjs` after a bump of
// @fontsource-variable/rubik or of subset-font (tests/layout/fonts.test.ts fails until it is run),
// then give lib/ui/rubik-arabic.ts and app/globals.css the name it prints.
//
// fontsource's Arabic file (33 KB) maps the Arabic block U+0600-06FF and, beyond it, part of the
// presentation forms (U+FB50-FDFF), which text typed today does not use: our messages, brand and
// store names are all in the block. Cut to the block it is 23 KB, every weight kept; with the
// presentation forms it would be 31. hb-subset keeps every glyph the shaping rules reach from the
// kept characters, so the joined and ligated forms and the marks' positions come with them. Its
// output is the same bytes for the same input, so the file is named by a hash of its content
// (served as immutable: next.config.ts), and the test compares it with a fresh cut.
import subsetFont from 'subset-font';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The face's code points, as its @font-face unicode-range in app/globals.css gives them. */
export const ARABIC_RANGES = [[0x0600, 0x06ff]];

/** Where our Arabic text lives: the messages, and the demo service's brands, stores, rewards and pages. */
export const arabicTextFiles = () => [
  'messages/ar.json',
  ...readdirSync('services/loyalty/seed').map((file) => `services/loyalty/seed/${file}`),
];

/** The pinned package's whole Arabic file, which the face is cut from. */
export const ARABIC_SOURCE =
  'node_modules/@fontsource-variable/rubik/files/rubik-arabic-wght-normal.woff2';

/** The face cut from the pinned package's Arabic file. */
export async function subsetArabicFace() {
  const text = ARABIC_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
  return subsetFont(await readFile(ARABIC_SOURCE), text, { targetFormat: 'woff2' });
}

/** The address the face is served at: its name changes whenever its bytes do. */
export const arabicFaceUrl = (face) =>
  `/fonts/rubik-arabic.${createHash('sha256').update(face).digest('hex').slice(0, 12)}.woff2`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const face = await subsetArabicFace();
  const url = arabicFaceUrl(face);
  await writeFile(`public${url}`, face);
  console.log(`public${url}: ${face.length} bytes`);
}
