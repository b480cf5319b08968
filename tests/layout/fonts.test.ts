import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUBIK_ARABIC_URL } from '@/lib/rubik-arabic';

const PACKAGE = 'node_modules/@fontsource-variable/rubik';
const packageVersion = JSON.parse(readFileSync(`${PACKAGE}/package.json`, 'utf8')).version as string;

// lib/fonts.ts, lib/rubik-arabic.ts: the Arabic face is served from public/fonts so Arabic pages can preload it by a
// known address. The copy must be the pinned package's file, and its name must say which.
describe('the Arabic face served from public/fonts', () => {
  it('is the pinned @fontsource-variable/rubik file, under a name carrying its version', () => {
    const served = readFileSync(`public${RUBIK_ARABIC_URL}`);
    expect(served.equals(readFileSync(`${PACKAGE}/files/rubik-arabic-wght-normal.woff2`))).toBe(true);
    expect(RUBIK_ARABIC_URL).toBe(`/fonts/rubik-arabic-wght-normal.${packageVersion}.woff2`);
  });

  it('is the address the stylesheet declares the face at', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    const face = css.match(/@font-face\s*{[^}]*font-family:\s*'Rubik Arabic';[^}]*}/)?.[0];
    expect(face).toContain(`url('${RUBIK_ARABIC_URL}') format('woff2')`);
    expect(face).toContain('font-display: swap');
  });
});
