import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { RUBIK_ARABIC_URL } from '@/lib/ui/rubik-arabic';
import { ARABIC_SOURCE, arabicTextFiles } from '@/scripts/subset-arabic-face.mjs';
import { signInAs } from './support/session';

// docs/product.md §2 Header (the top bar's small-screen rule) and Generic overlays (card image fallback).

const READING_PAGES = [
  '/brands',
  '/privacy-policy',
  '/faq',
  '/support',
  '/terms-and-conditions',
  '/cookie-policy',
];

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar is hidden on the reading pages, with a way home (ar)', async ({ page }) => {
    const m = MESSAGES.ar;
    for (const path of READING_PAGES) {
      await page.goto(`/ar${path}`);
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.Drawer.open }), path).toBeHidden();
      await expect(page.getByRole('link', { name: m.Header.backHome }), path).toBeVisible();
    }
    await expectNoAxeViolations(page, 'cookie policy on a small screen (ar)');
    await page.getByRole('link', { name: m.Header.backHome }).click();
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: m.Header.backHome })).toHaveCount(0);
  });

  test('the top bar stays on the other pages (en)', async ({ page }) => {
    for (const path of ['/home', '/rewards', '/locate-brands']) {
      await page.goto(`/en${path}`);
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('button', { name: MESSAGES.en.Drawer.open }), path).toBeVisible();
    }
  });
});

test('on larger screens the reading pages keep the header (en)', async ({ page }) => {
  for (const path of ['/faq', '/brands']) {
    await page.goto(`/en${path}`);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.en.Header.backHome })).toBeHidden();
  }
});

test('an offer image that fails to load shows the default card image (en)', async ({ page }) => {
  // The seeded offers use the brand marks as their images.
  await page.route('**/brands/*.webp', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en/home');
  const offers = page.getByRole('region', { name: MESSAGES.en.Home.offersTitle });
  const first = offers.getByRole('listitem').first().locator('img');
  await expect(first).toHaveAttribute('src', '/rewards/default-card.svg');
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(offers.getByTestId('card-image-skeleton')).toHaveCount(0);
});

// lib/ui/fonts.ts: each Rubik face has its unicode-range. An English page shows no Arabic but the
// language toggle's name, which is set in the system's face, so it never loads Rubik Arabic nor
// preloads it; an Arabic page preloads it and loads both (digits and brand names are Latin). Both
// faces come before their stand-ins, so Arabic is never set in the Latin one (app/globals.css).
test('each language loads only the Rubik faces it shows', async ({ page }) => {
  const facesLoaded = async (url: string) => {
    const response = await page.goto(url);
    // React sends the page's preloads in the document's Link header.
    const preloadsArabic = (response?.headers().link ?? '').includes(
      `<${RUBIK_ARABIC_URL}>; rel=preload; as="font"`,
    );
    // Lists read in the browser (the stores) render after load: their text counts too.
    await page.waitForLoadState('networkidle');
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const status = (family: string) =>
        [...document.fonts].find((face) => face.family === family)?.status;
      return { latin: status('rubikLatin'), arabic: status('Rubik Arabic') };
    });
    return { ...faces, preloadsArabic };
  };
  for (const path of ['/home', '/rewards', '/locate-brands', '/faq']) {
    expect(await facesLoaded(`/en${path}`), `/en${path}`).toEqual({
      latin: 'loaded',
      arabic: 'unloaded',
      preloadsArabic: false,
    });
  }
  expect(await facesLoaded('/ar/home')).toEqual({
    latin: 'loaded',
    arabic: 'loaded',
    preloadsArabic: true,
  });
  const stack = await page.evaluate(() =>
    getComputedStyle(document.body)
      .fontFamily.split(',')
      .map((f) => f.trim()),
  );
  expect(stack.slice(0, 4)).toEqual([
    'rubikLatin',
    '"Rubik Arabic"',
    '"Rubik Latin Fallback"',
    '"Rubik Arabic Fallback"',
  ]);
  // The Latin stand-in is a face this browser has (app/globals.css): one it lacks fails to load,
  // and the text falls through to the next family, here monospace.
  const widths = await page.evaluate(async () => {
    await document.fonts.load("700 20px 'Rubik Latin Fallback'").catch(() => []);
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (family: string) => {
      context.font = `700 20px ${family}`;
      return context.measureText('Welcome back, Layla Haddad').width;
    };
    return { standIn: width("'Rubik Latin Fallback', monospace"), monospace: width('monospace') };
  });
  expect(widths.standIn).not.toBe(widths.monospace);
});

// app/globals.css: a phone without Arial sets each script in a stand-in of its own faces, sized to
// Rubik, so a page first painted before Rubik came does not move when it does. Android has
// Roboto and Noto Naskh Arabic; .ci/run unpacks Debian's copies into ANDROID_FONTS_DIR, and this
// browser is given those two faces only. A stand-in that names none of them fails to load and the
// text falls through to the phone’s face at its own size: Naskh sets our Arabic 12% narrower
// than Rubik, Roboto our English 4% narrower.
const ANDROID_FONTS = process.env.ANDROID_FONTS_DIR ?? path.join(homedir(), '.cache/amrx-fonts');
const ANDROID_FACES = ['Roboto-Regular.ttf', 'NotoNaskhArabic-Regular.ttf'];

test('on a phone with Android’s faces, each stand-in is one of them at Rubik’s size', async ({
  baseURL,
}) => {
  test.skip(
    !ANDROID_FACES.every((file) => existsSync(path.join(ANDROID_FONTS, file))),
    `Android's faces are not in ${ANDROID_FONTS} (.ci/run unpacks them there)`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'android-fonts-'));
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><fontconfig><dir>${ANDROID_FONTS}</dir><cachedir>${dir}</cachedir></fontconfig>`,
  );
  const textOf = (messages: unknown): string[] =>
    typeof messages === 'string' ? [messages] : Object.values(messages as object).flatMap(textOf);
  const latin = textOf(MESSAGES.en).join(' ');
  // Every Arabic word we show, as app/globals.css measured it.
  const arabicText = arabicTextFiles().map((file) => readFileSync(file, 'utf8'));
  const arabic = [...new Set(arabicText.join(' ').match(/[\u0600-\u06ff]+/g))].join(' ');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/ar/terms');
    const drawn = await page.evaluate(
      async ({ latin, arabic }) => {
        const standIns = ["'Rubik Latin Fallback'", "'Rubik Arabic Naskh Fallback'"];
        await Promise.all([
          document.fonts.load('16px rubikLatin', latin),
          document.fonts.load("16px 'Rubik Arabic'", arabic),
          // Each for text in its range, or none of its faces is asked for.
          document.fonts.load(`16px ${standIns[0]}`, latin).catch(() => []),
          document.fonts.load(`16px ${standIns[1]}`, arabic).catch(() => []),
        ]);
        const status = (family: string) =>
          [...document.fonts].find((face) => face.family === family)?.status ?? 'missing';
        const context = document.createElement('canvas').getContext('2d')!;
        // Serif comes after each, for a stand-in that did not load: here that is the phone's face.
        const width = (family: string, text: string) => {
          context.font = `400 100px ${family}, serif`;
          return context.measureText(text).width;
        };
        return {
          latin: status('Rubik Latin Fallback'),
          arabic: status('Rubik Arabic Naskh Fallback'),
          latinWidth: width(standIns[0]!, latin) / width('rubikLatin', latin),
          arabicWidth: width(standIns[1]!, arabic) / width("'Rubik Arabic'", arabic),
        };
      },
      { latin, arabic },
    );
    expect(drawn).toMatchObject({ latin: 'loaded', arabic: 'loaded' });
    // Within 3%: the Latin metrics are next/font's, worked out on Rubik's lightest weight, which
    // is 2% narrower than the regular our text is mostly set in.
    expect(Math.abs(drawn.latinWidth - 1), `English ${drawn.latinWidth}`).toBeLessThan(0.03);
    expect(Math.abs(drawn.arabicWidth - 1), `Arabic ${drawn.arabicWidth}`).toBeLessThan(0.03);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

// scripts/subset-arabic-face.mjs: the face is cut from the package's whole file. Every Arabic
// letter, digit and mark of our text must still be in it, joined and placed as before: each word
// drawn in the cut face and in the whole file gives the same pixels, where a glyph missing from the
// cut would be drawn in the system's face, and a mark that lost its anchor would sit elsewhere.
test('the Arabic face draws every word of our Arabic text as the whole file does', async ({
  page,
}) => {
  await page.goto('/ar/home');
  const text = arabicTextFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join(' ');
  const words = [...new Set(text.match(/[\u0600-\u06ff]+/g))];
  const whole = readFileSync(ARABIC_SOURCE).toString('base64');
  const mismatches = await page.evaluate(
    async ({ words, whole }) => {
      const bytes = Uint8Array.from(atob(whole), (char) => char.charCodeAt(0));
      document.fonts.add(
        await new FontFace('Rubik Arabic whole', bytes, { weight: '300 900' }).load(),
      );
      await document.fonts.load("24px 'Rubik Arabic'", words.join(' '));
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 48;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const draw = (family: string, word: string, weight: number) => {
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.font = `${weight} 24px ${family}, monospace`;
        context.direction = 'rtl';
        context.fillText(word, canvas.width - 8, 34);
        return context.getImageData(0, 0, canvas.width, canvas.height).data.join();
      };
      return words.flatMap((word) =>
        [400, 700]
          .filter(
            (weight) =>
              draw("'Rubik Arabic'", word, weight) !== draw("'Rubik Arabic whole'", word, weight),
          )
          .map((weight) => `${word} ${weight}`),
      );
    },
    { words, whole },
  );
  expect(words.length).toBeGreaterThan(500);
  expect(mismatches).toEqual([]);
});

// A member's page waits for their data before it is sent: the hint must still reach the headers.
test('a member’s Arabic page also asks for the Arabic face in its headers', async ({
  page,
  request,
}) => {
  await signInAs(page, request);
  for (const [path, preloads] of [
    ['/ar/home', true],
    ['/en/home', false],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers().link ?? '', path).toContain('rubik_latin');
    expect((response?.headers().link ?? '').includes(`<${RUBIK_ARABIC_URL}>`), path).toBe(preloads);
  }
});

// components/brands/brand-mark.tsx: the home page's marks are decorative and load at low priority;
// React would otherwise preload them from the document's head, ahead of the page's scripts.
test('the home page preloads no picture, for a guest or a member', async ({ page, request }) => {
  const imagePreloads = async () => {
    const response = await page.goto('/en/home');
    const html = await response!.text();
    const link = response!.headers().link ?? '';
    return [...link.split(','), ...(html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [])].filter(
      (hint) => /as="?image/.test(hint),
    );
  };
  expect(await imagePreloads()).toEqual([]);
  await signInAs(page, request);
  expect(await imagePreloads()).toEqual([]);
});
