import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUBIK_ARABIC_CORE_URL, RUBIK_ARABIC_REST_URL } from '@/lib/rubik-arabic';
import { ARABIC_CORE_RANGES, arabicCoreUnicodeRange, packageVersion, subsetArabicCore } from '@/scripts/subset-arabic-face.mjs';

const PACKAGE = 'node_modules/@fontsource-variable/rubik';
const css = readFileSync('app/globals.css', 'utf8');
const arabicFaces = [...css.matchAll(/@font-face\s*{[^}]*font-family:\s*'Rubik Arabic';[^}]*}/g)].map(([face]) => face);
const faceAt = (url: string) => arabicFaces.find((face) => face.includes(`url('${url}') format('woff2')`));

type Range = readonly [from: number, to: number];

/** A face's unicode-range as [from, to] pairs. */
const rangesOf = (face: string): Range[] =>
  (face.match(/unicode-range:([^;]*);/)?.[1] ?? '').split(',').map((range) => {
    const [from, to = from] = range.trim().replace('U+', '').split('-').map((hex) => parseInt(hex, 16));
    return [from!, to!];
  });

// lib/fonts.ts, lib/rubik-arabic.ts: the Arabic face is served from public/fonts so Arabic pages can preload it by a
// known address, in two files: the Arabic block cut from the pinned package's file, and that file
// whole for the rarer ranges. Both names carry the package's version.
describe('the Arabic face served from public/fonts', () => {
  it('is the pinned @fontsource-variable/rubik file for the rarer ranges', async () => {
    const served = readFileSync(`public${RUBIK_ARABIC_REST_URL}`);
    expect(served.equals(readFileSync(`${PACKAGE}/files/rubik-arabic-wght-normal.woff2`))).toBe(true);
    expect(RUBIK_ARABIC_REST_URL).toBe(`/fonts/rubik-arabic-wght-normal.${await packageVersion()}.woff2`);
  });

  it('is, for the Arabic block, what scripts/subset-arabic-face.mjs cuts from that file today', async () => {
    const served = readFileSync(`public${RUBIK_ARABIC_CORE_URL}`);
    expect(served.equals(await subsetArabicCore())).toBe(true);
    expect(RUBIK_ARABIC_CORE_URL).toBe(`/fonts/rubik-arabic-core-wght-normal.${await packageVersion()}.woff2`);
    // The point of the cut: a third fewer bytes in front of every Arabic page's first paint.
    expect(served.length).toBeLessThan(readFileSync(`public${RUBIK_ARABIC_REST_URL}`).length * 0.75);
  });

  it('is declared at those addresses, the core with the ranges it was cut to and the rest without them', () => {
    expect(arabicFaces).toHaveLength(2);
    const core = faceAt(RUBIK_ARABIC_CORE_URL)!;
    const rest = faceAt(RUBIK_ARABIC_REST_URL)!;
    for (const face of [core, rest]) {
      expect(face).toContain('font-display: swap');
      expect(face).toContain('font-weight: 300 900');
    }
    expect(core).toContain(`unicode-range: ${arabicCoreUnicodeRange()};`);
    expect(rangesOf(core)).toEqual(ARABIC_CORE_RANGES);
    const overlaps = rangesOf(rest).filter(([from, to]) => ARABIC_CORE_RANGES.some(([a, b]) => from <= b && a <= to));
    expect(overlaps).toEqual([]);
  });

  it('covers with its core every character of the Arabic messages outside the Latin face', () => {
    const latin = readFileSync('lib/fonts.ts', 'utf8').match(/value:\s*'([^']*)'/)?.[1];
    expect(latin).toBeDefined();
    const inRanges = (ranges: readonly Range[], codePoint: number) =>
      ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
    const latinRanges = rangesOf(`unicode-range:${latin};`);
    const messages = readFileSync('messages/ar.json', 'utf8');
    const uncovered = [...new Set(messages)]
      .map((char) => char.codePointAt(0)!)
      .filter((codePoint) => !inRanges(latinRanges, codePoint) && !inRanges(ARABIC_CORE_RANGES, codePoint));
    expect(uncovered.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });
});
