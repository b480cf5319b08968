// Draws the app's pictures with Debian's Chromium: `node scripts/draw-images.mjs`.
//
// Icons (public/icons/*.png) come from the SVG mark below. Regular icons are a rounded tile;
// maskable ones fill the square and keep the mark inside the central 80 % safe zone, as launchers
// crop them to any shape.
//
// The demo content's brand marks and reward pictures are drawn as SVG in assets/ and served as
// WebP from public/: an SVG shown through <img> is a document of its own, which the phone creates,
// styles, lays out and paints on the page's main thread before the first frame it lands in (on
// the member exchange page, about 80 ms of main-thread work before the first paint on this
// machine). A raster picture is decoded off the main thread. Each is drawn at three times the
// largest size a page shows it (a brand mark 72 px, a reward picture 160 × 120).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PRIMARY = '#E6353A';

// A crown over three points — the member crown of the points widget, in white.
const mark = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)" fill="#fff">
    <path d="M112 336 L96 168 L184 232 L256 128 L328 232 L416 168 L400 336 Z" />
    <rect x="112" y="352" width="288" height="40" rx="12" />
    <circle cx="96" cy="160" r="22" /><circle cx="256" cy="116" r="24" /><circle cx="416" cy="160" r="22" />
  </g>`;

const regular = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="${PRIMARY}" />${mark(0.86)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${PRIMARY}" />${mark(0.62)}</svg>`;

const icons = [
  ['icon-192.png', regular, 192],
  ['icon-512.png', regular, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [file, svg, size] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await writeFile(`public/icons/${file}`, await page.screenshot({ omitBackground: true }));
}
await writeFile('public/icons/icon.svg', regular.trim() + '\n');

/** Every SVG in assets/{dir} drawn {width} × {height} into public/{dir} as WebP. */
const PICTURES = JSON.parse(await readFile('assets/pictures.json', 'utf8'));
let pictures = 0;
for (const { dir, width, height } of PICTURES) {
  for (const file of (await readdir(path.join('assets', dir))).filter((f) => f.endsWith('.svg'))) {
    const svg = await readFile(path.join('assets', dir, file), 'utf8');
    const webp = await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', 0.9);
      },
      { svg, width, height },
    );
    await writeFile(
      path.join('public', dir, file.replace(/\.svg$/, '.webp')),
      Buffer.from(webp.split(',')[1], 'base64'),
    );
    pictures++;
  }
}
await browser.close();
console.log(`drew ${icons.length} icons and ${pictures} pictures`);
