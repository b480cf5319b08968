import type { Locator } from '@playwright/test';

// A press held on components/rewards/hold-button.tsx, as a member's finger or a mouse holds it: on
// a touch screen (the journeys' phone) a touch that stays put, elsewhere the mouse button.

/** Longer than the button's HOLD_MS (1.5 s): a press of this length marks the voucher used. */
export const FULL_HOLD_MS = 2_000;
/** Well short of HOLD_MS: a press the member lets go of early, which must do nothing. */
export const EARLY_RELEASE_MS = 600;

export async function pressAndHold(target: Locator, ms: number) {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The button to hold is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(ms);
    await page.mouse.up();
  }
}
