import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The pictures pages show through <img>: brand marks, reward pictures and the app icon. An SVG
// shown as an image is a document of its own that cannot reach the page's web font, so lettering
// set as <text> falls back to whatever face the phone has, and every such image costs a font
// lookup and a text layout of its own before the page can paint (on the exchange page, with
// fifteen marks, about a fifth of the first render's main-thread work).
const IMAGE_DIRS = ['public/brands', 'public/rewards', 'public/icons'];
const pictures = IMAGE_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.join(dir, file)),
);

describe('SVG pictures shown as images', () => {
  it('finds the pictures', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(14);
  });

  it.each(pictures)('%s draws its lettering as outlines, in a scalable box', (file) => {
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|@font-face/);
    expect(svg).toMatch(/<svg\b[^>]*\bviewBox="0 0 \d+ \d+"/);
  });

  it.each(pictures.filter((file) => file.startsWith('public/brands')))(
    '%s names its brand',
    (file) => {
      expect(readFileSync(file, 'utf8')).toMatch(/<title>[^<]+<\/title>/);
    },
  );
});
