// Where focus goes as a dialog opens and closes (components/ui/modal-dialog.tsx): to the first
// field on open, back to the control that opened it on close, even when the navigation that
// closes a route modal has drawn that control anew.

const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** Focus where the member starts: the field marked autofocus, else the first field, else Close. */
export function focusFirstField(dialog: HTMLDialogElement) {
  const field =
    dialog.querySelector<HTMLElement>('[autofocus]') ??
    dialog.querySelector<HTMLElement>(FIRST_FIELD);
  field?.focus();
}

// The control the member last put focus on. A link that opens a route modal may lose focus to
// the navigation before the dialog opens; this still names it.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** What opened the dialog about to open: the focused control, else the last one focused. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * The same control drawn again: a page's header may be rendered anew by the navigation that
 * closes a route modal, and the control that opened it with it.
 */
function standIn(opener: HTMLElement): HTMLElement | null {
  const same = (candidate: HTMLElement) =>
    candidate.textContent === opener.textContent &&
    candidate.getAttribute('href') === opener.getAttribute('href') &&
    candidate.getAttribute('aria-label') === opener.getAttribute('aria-label');
  return [...document.querySelectorAll<HTMLElement>(opener.tagName)].find(same) ?? null;
}

/**
 * Gives focus back to what opened a dialog, or to the same control drawn again, over the next few
 * frames while the page beneath settles; never while another dialog is open (the next step).
 */
export function returnFocus(opener: HTMLElement | null, closing: HTMLDialogElement, frames = 10) {
  const otherDialogOpen = [...document.querySelectorAll('dialog:modal')].some((d) => d !== closing);
  if (!opener || otherDialogOpen) return;
  const target = opener.isConnected ? opener : standIn(opener);
  if (target) {
    if (document.activeElement !== target) target.focus({ preventScroll: true });
  } else if (frames > 0) {
    requestAnimationFrame(() => returnFocus(opener, closing, frames - 1));
  }
}
