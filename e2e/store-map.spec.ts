import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mapStyleURL } from '../playwright.config';
import { storeRows } from '@/services/loyalty/seed/stores';
import { formatMessage, LOCALES, MESSAGES, type TestLocale } from './support/routes';
import { arrive, openPhone } from './journeys/phone';
import { expectNoAxeViolations } from './support/axe';
import { failScript } from './support/scripts';

// docs/product.md §2 /locate-brands on the map: a member on a phone opens the map, filters it,
// taps a store, and goes back to the list. The map's style is a stub this test serves itself (no
// tiles, nothing leaves the machine); the markers are the app's own, so they show without tiles.

const UAE = storeRows().filter((s) => s.country === 'UAE');
const nameOf = (row: (typeof UAE)[number], locale: TestLocale) =>
  locale === 'ar' ? row.nameAr : row.nameEn;
const STUB_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e9e4dc' } }],
};

const serveStyle = (page: Page, answer: 'style' | 'nothing') =>
  page.route(mapStyleURL, (route) =>
    answer === 'style'
      ? route.fulfill({ json: STUB_STYLE, headers: { 'cache-control': 'no-store' } })
      : route.abort('internetdisconnected'),
  );

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test(`the stores on a map, filtered as the list (${locale})`, async ({ browser }, testInfo) => {
    const phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    await serveStyle(page, 'style');
    await arrive(phone, locale, '/locate-brands?brand=KFC');
    const main = page.getByRole('main');
    const views = main.getByRole('group', { name: m.Stores.showAs });
    const map = main.getByRole('group', { name: m.Stores.mapLabel });
    const markers = map.getByRole('button', {
      name: new RegExp(`^${m.Stores.marker.split(' ')[0]} `),
    });
    const markerNames = (rows: typeof UAE) =>
      rows.map((row, i) =>
        formatMessage(locale, 'Stores.marker', {
          number: String(i + 1),
          name: nameOf(row, locale),
        }),
      );

    // The map, with the brand the link chose: one marker per store of the list, in its order.
    await views.getByRole('button', { name: m.Stores.map }).tap();
    await expect(views.getByRole('button', { name: m.Stores.map })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`/${locale}/locate-brands\\?brand=KFC&view=map$`));
    const kfc = UAE.filter((s) => s.brandCode === 'KFC');
    // The first map takes a while to draw in a GPU-less browser: its script, worker and style.
    await expect(markers).toHaveCount(kfc.length, { timeout: 30_000 });
    expect(
      await markers.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label'))),
    ).toEqual(markerNames(kfc));
    // MapLibre's canvas is the one region in the map, named in the page's language.
    await expect(map.getByRole('region', { name: m.Stores.mapCanvas })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map', exact: true })).toHaveCount(0);
    // The zoom buttons sit at the reader's end side, where maps keep them: right in English.
    const zoomIn = map.getByRole('button', { name: m.Stores.zoomIn });
    await expect(zoomIn).toBeVisible();
    const box = (await map.boundingBox())!;
    const zoomX = (await zoomIn.boundingBox())!.x - box.x;
    expect(locale === 'ar' ? zoomX < box.width / 2 : zoomX > box.width / 2).toBe(true);

    // A city narrows the markers as it narrows the list; the address keeps every choice.
    await main.getByLabel(m.Stores.city, { exact: true }).selectOption('dubai');
    const kfcDubai = kfc.filter((s) => s.city === 'dubai');
    await expect(markers).toHaveCount(kfcDubai.length);
    expect(
      await markers.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label'))),
    ).toEqual(markerNames(kfcDubai));
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/locate-brands\\?brand=KFC&view=map&city=dubai$`),
    );

    // Tapping a marker shows that store: its address, hours, a call and directions.
    const chosen = kfcDubai[1]!;
    await markers.nth(1).tap();
    await expect(markers.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const card = main.getByRole('region', { name: nameOf(chosen, locale) });
    await expect(card.locator('address')).toHaveText(
      locale === 'ar' ? chosen.addressAr : chosen.addressEn,
    );
    const directions = card.getByRole('link', {
      name: formatMessage(locale, 'Stores.directions', { name: nameOf(chosen, locale) }),
      exact: true,
    });
    expect(new URL((await directions.getAttribute('href'))!).searchParams.get('destination')).toBe(
      `${chosen.lat},${chosen.lng}`,
    );
    const waze = card.getByRole('link', {
      name: formatMessage(locale, 'Stores.directionsIn', {
        name: nameOf(chosen, locale),
        app: 'Waze',
      }),
    });
    expect(new URL((await waze.getAttribute('href'))!).searchParams.get('ll')).toBe(
      `${chosen.lat},${chosen.lng}`,
    );
    await expect(main.getByRole('list').getByRole('heading', { level: 2 })).toHaveCount(0);
    // From the keyboard too: a marker is a button.
    await markers.first().focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('region', { name: nameOf(kfcDubai[0]!, locale) })).toBeVisible();
    // Choosing keeps the markers: the one pressed keeps the focus, the one before is released.
    await expect(markers.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(markers.first()).toBeFocused();
    await expect(markers.nth(1)).toHaveAttribute('aria-pressed', 'false');
    // And another by touch: only that one is pressed.
    await markers.nth(2).tap();
    await expect(markers.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(markers.first()).toHaveAttribute('aria-pressed', 'false');
    await page.screenshot({ path: testInfo.outputPath(`map-${locale}.png`), fullPage: true });
    await expectNoAxeViolations(page, `store map (${locale})`);
    expect(phone.errors).toEqual([]);

    // A reload opens the map again with the same filters; List shows the same stores.
    await page.reload();
    await expect(markers).toHaveCount(kfcDubai.length, { timeout: 30_000 });
    await views.getByRole('button', { name: m.Stores.list }).tap();
    await expect(map).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${locale}/locate-brands\\?brand=KFC&city=dubai$`));
    await expect(main.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(
      kfcDubai.map((row) => nameOf(row, locale)),
    );
    await phone.context.close();
  });

  test(`without its style the map says why and the list stays (${locale})`, async ({
    browser,
  }, testInfo) => {
    const phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    await serveStyle(page, 'nothing');
    await arrive(phone, locale, '/locate-brands?view=map');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(m.Stores.mapFailed, { timeout: 30_000 });
    await expect(main.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(
      UAE.length,
    );
    await expect(main.getByRole('group', { name: m.Stores.mapLabel })).toHaveCount(0);

    // Offline, the map's code is not even fetched: the list says so and stays.
    await page.unroute(mapStyleURL);
    await serveStyle(page, 'style');
    await main
      .getByRole('group', { name: m.Stores.showAs })
      .getByRole('button', { name: m.Stores.list })
      .tap();
    await phone.context.setOffline(true);
    await main
      .getByRole('group', { name: m.Stores.showAs })
      .getByRole('button', { name: m.Stores.map })
      .tap();
    await expect(main.getByRole('alert')).toHaveText(m.Stores.mapOffline);
    await expect(main.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(
      UAE.length,
    );
    await phone.context.setOffline(false);
    await expect(main.getByRole('group', { name: m.Stores.mapLabel })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      main
        .getByRole('group', { name: m.Stores.mapLabel })
        .getByRole('button', { name: new RegExp(`^${m.Stores.marker.split(' ')[0]} `) }),
    ).toHaveCount(UAE.length);
    await phone.context.close();
  });
}

test('a map whose script failed to arrive comes at the next tap on Map (ar)', async ({
  browser,
}, testInfo) => {
  const locale = 'ar';
  const m = MESSAGES[locale];
  const phone = await openPhone(browser, testInfo, locale);
  const { page } = phone;
  await serveStyle(page, 'style');
  const script = await failScript(phone.context, 'youAreHere');
  await arrive(phone, locale, '/locate-brands');
  const main = page.getByRole('main');
  const views = main.getByRole('group', { name: m.Stores.showAs });
  await views.getByRole('button', { name: m.Stores.map }).tap();
  await expect(main.getByRole('alert')).toHaveText(m.Stores.mapFailed, { timeout: 30_000 });
  expect(script.failed()).toBeGreaterThan(0);
  // The signal is back; the member taps List, then Map again.
  script.release();
  await views.getByRole('button', { name: m.Stores.list }).tap();
  await views.getByRole('button', { name: m.Stores.map }).tap();
  await expect(
    main
      .getByRole('group', { name: m.Stores.mapLabel })
      .getByRole('button', { name: new RegExp(`^${m.Stores.marker.split(' ')[0]} `) }),
  ).toHaveCount(UAE.length, { timeout: 30_000 });
  await phone.context.close();
});
