// docs/product.md §2 Modals and popups, "Focus follows each step": after a step of a dialog or a
// form, focus goes to what the member does or reads next (the new step's heading or its first
// control), never back to the top of the page. components/ui/dialog-focus.ts does the same for a
// dialog opening and closing; these are for the steps in between and for a flow leaving its modal.

const isBody = (element: Element | null) =>
  !element || element === document.body || element === document.documentElement;

/**
 * Focuses `element`. One that takes no focus of its own (a heading, a line of text) gets
 * tabindex -1 first: focusable from script, but no extra stop for Tab. True when it has focus.
 */
export function focusStep(element: HTMLElement | null | undefined, options?: FocusOptions) {
  if (!element?.isConnected) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  if (document.activeElement !== element) element.focus(options);
  return document.activeElement === element;
}

/** The page's main heading (its h1, components/layout/page-intro.tsx), else the main region. */
export function findMainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
}

type WhenShown = {
  /** Give up after this long: the step may never come (the dialog was closed meanwhile). */
  withinMs?: number;
  /**
   * Keep watching this long after focusing: a page rendered again by a navigation may replace
   * the element, and focus is put on its successor rather than left on the page's body.
   */
  settleMs?: number;
};

/**
 * Focuses what `find` names once it is on the screen, checking each frame: the next step is
 * often drawn after a refetch or a navigation, not at once. `find` answers null while there is
 * nothing to focus yet, and may answer the element that already has focus to leave it there.
 * Returns a function that stops watching.
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  { withinMs = 5000, settleMs = 0 }: WhenShown = {},
): () => void {
  const start = performance.now();
  let focusedAt: number | null = null;
  let frame = 0;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const now = performance.now();
    const target = find();
    if (target && focusStep(target)) focusedAt ??= now;
    const settled = focusedAt !== null && now - focusedAt >= settleMs;
    if (settled || now - start >= withinMs) return;
    frame = requestAnimationFrame(check);
  };
  check();
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * Where focus goes when a flow leaves its modal for a page (signing in, creating the profile,
 * signing out): once no modal dialog is open, to what already has focus (the control that opened
 * the flow, which components/ui/modal-dialog.tsx gives back) or else the page's main heading. A
 * modal shown next (a reward's detail) places focus itself and is left alone.
 */
export function focusPageAfterModal({ withinMs = 10_000, settleMs = 1500 }: WhenShown = {}) {
  return focusWhenShown(
    () => {
      if (document.querySelector('dialog[open]')) return null;
      const active = document.activeElement;
      return !isBody(active) && active instanceof HTMLElement ? active : findMainHeading();
    },
    { withinMs, settleMs },
  );
}

/**
 * Gives focus back to what had it before a passing layer (the guided tour) took it, if it is still
 * on the page, else to the page's main heading.
 */
export function restoreFocus(before: Element | null) {
  const target =
    before instanceof HTMLElement && before.isConnected && !isBody(before)
      ? before
      : findMainHeading();
  focusStep(target);
}
