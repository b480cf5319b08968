import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The demo content's pictures: brand marks and reward pictures are drawn as SVG in assets/ and
// served as WebP from public/ (scripts/draw-images.mjs says why); the SVGs left in public/ (the app
// icon, the default card) are few and small.
const svgsIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.join(dir, file));

// The size each set is drawn at (scripts/draw-images.mjs reads the same file).
const SOURCES: { dir: string; width: number; height: number }[] = JSON.parse(
  readFileSync('assets/pictures.json', 'utf8'),
);
const sources = SOURCES.flatMap(({ dir }) => svgsIn(path.join('assets', dir)));

/** Width and height from a WebP file's header (lossy, lossless or extended). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(0, 4).toString()).toBe('RIFF');
  expect(b.subarray(8, 12).toString()).toBe('WEBP');
  const chunk = b.subarray(12, 16).toString();
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  const bits = b.readUInt32LE(21);
  return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
}

describe('pictures', () => {
  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThanOrEqual(12);
  });

  // An SVG cannot reach the page's web font: lettering set as <text> would fall back to whatever
  // face the drawing machine has.
  it.each([...sources, ...svgsIn('public/icons'), ...svgsIn('public/rewards')])(
    '%s draws its lettering as outlines, in a scalable box',
    (file) => {
      const svg = readFileSync(file, 'utf8');
      expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|@font-face/);
      expect(svg).toMatch(/<svg\b[^>]*\bviewBox="0 0 \d+ \d+"/);
    },
  );

  it.each(svgsIn('assets/brands'))('%s names its brand', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each(SOURCES.map(({ dir, width, height }) => [dir, width, height] as const))(
    '%s: every source in assets/ is served from public/ as a %i × %i WebP',
    (dir, width, height) => {
      const drawn = readdirSync(path.join('public', dir)).filter((file) => file.endsWith('.webp'));
      const expected = svgsIn(path.join('assets', dir)).map(
        (file) => path.basename(file, '.svg') + '.webp',
      );
      expect(drawn.sort()).toEqual(expected.sort());
      for (const file of drawn)
        expect(webpSize(path.join('public', dir, file))).toEqual({ width, height });
    },
  );

  // Every picture the demo service names is one the app serves.
  it('every brand and reward picture the loyalty service names exists', () => {
    const sources = readdirSync('services/loyalty', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join('services/loyalty', file));
    const named = new Set(
      sources.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'(\/(?:brands|rewards)\/[\w-]+\.\w+)'/g)].flatMap(
          (m) => (m[1] ? [m[1]] : []),
        ),
      ),
    );
    expect(named.size).toBeGreaterThanOrEqual(10);
    // The catalog's logos: `/brands/${shortname}.webp` (services/loyalty/routes/catalog.ts).
    for (const shortname of ['amrx', 'kfc', 'phd', 'hrd', 'tgif', 'peet'])
      named.add(`/brands/${shortname}.webp`);
    for (const picture of named)
      expect(readdirSync(path.join('public', path.dirname(picture)))).toContain(
        path.basename(picture),
      );
  });
});
