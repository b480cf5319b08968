import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUBIK_ARABIC_URL } from '@/lib/ui/rubik-arabic';
import {
  ARABIC_RANGES,
  ARABIC_SOURCE,
  arabicFaceUrl,
  arabicTextFiles,
  subsetArabicFace,
} from '@/scripts/subset-arabic-face.mjs';

const css = readFileSync('app/globals.css', 'utf8');
const faceOf = (family: string) =>
  css.match(new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}';[^}]*}`))?.[0] ?? '';

type Range = readonly [from: number, to: number];

/** A unicode-range's [from, to] pairs. */
const rangesOf = (unicodeRange: string): Range[] =>
  unicodeRange.split(',').map((range) => {
    const [from, to = from] = range
      .trim()
      .replace('U+', '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [from!, to!];
  });
const unicodeRangeOf = (face: string) => face.match(/unicode-range:([^;]*);/)?.[1] ?? '';

// lib/ui/fonts.ts, lib/ui/rubik-arabic.ts: the Arabic face is served from public/fonts so Arabic pages can
// preload it by a known address: the pinned package's file cut to the Arabic block.
describe('the Arabic face served from public/fonts', () => {
  it('is what scripts/subset-arabic-face.mjs cuts from the pinned package today, named by its content', async () => {
    const served = readFileSync(`public${RUBIK_ARABIC_URL}`);
    const cut = await subsetArabicFace();
    expect(served.equals(cut)).toBe(true);
    expect(RUBIK_ARABIC_URL).toBe(arabicFaceUrl(cut));
    // The point of the cut: a quarter fewer bytes in front of every Arabic page's first paint.
    expect(served.length).toBeLessThan(readFileSync(ARABIC_SOURCE).length * 0.75);
  });

  it('is declared at that address with the ranges it was cut to, as are its stand-ins', () => {
    const face = faceOf('Rubik Arabic');
    expect(face).toContain(`url('${RUBIK_ARABIC_URL}') format('woff2')`);
    expect(face).toContain('font-display: swap');
    expect(rangesOf(unicodeRangeOf(face))).toEqual(ARABIC_RANGES);
    for (const standIn of ['Rubik Arabic Fallback', 'Rubik Arabic Naskh Fallback'])
      expect(unicodeRangeOf(faceOf(standIn)), standIn).toBe(unicodeRangeOf(face));
  });

  it('or the Latin face has every character of our Arabic text', () => {
    const latin = readFileSync('lib/ui/fonts.ts', 'utf8').match(/value:\s*'([^']*)'/)?.[1];
    expect(latin).toBeDefined();
    const covered = [...ARABIC_RANGES, ...rangesOf(latin!)];
    const text = arabicTextFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
    // Script_Extensions, not Script: the Arabic comma, question mark and the like are 'Common'
    // by script, and would otherwise go unchecked.
    const arabic = [...new Set(text.match(/\p{Script_Extensions=Arabic}/gu))];
    expect(arabic.length).toBeGreaterThan(30);
    const uncovered = arabic
      .map((char) => char.codePointAt(0)!)
      .filter((codePoint) => !covered.some(([from, to]) => codePoint >= from && codePoint <= to));
    expect(uncovered.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });
});
