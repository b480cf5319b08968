'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { CONSENT_ANSWERED, askForConsentFirst, consentPending } from '@/lib/observability/consent';
import { currentOpener, focusFirstField, returnFocus } from './dialog-focus';

/** A dialog that fills a small screen and is a centred box on larger ones (docs/product.md §2 Modals). */
export const SHEET_CLASS =
  'm-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-5 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-dialog sm:rounded-2xl sm:p-6';

/** A small dialog centred on the screen (docs/product.md §2 popups). */
export const POPUP_CLASS = 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl';

/** Fired after a dialog opens, so what must stay on top (the snackbar) can come back above it. */
export const TOP_LAYER_CHANGED = 'amrx:top-layer-changed';

/** Only the dialog's own close and cancel: a nested dialog's (a step of a flow) must not close it. */
const own = (event: SyntheticEvent) => event.target === event.currentTarget;

type Props = {
  open: boolean;
  /** Escape, a click on the backdrop, or the browser closing the dialog itself. */
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the browser's own <dialog> (docs/product.md §2 Modals and popups): showModal() puts it in
 * the top layer, makes the rest of the page inert, traps focus and returns it on close; Escape
 * and the backdrop close it. Used instead of a dialog library to keep that library out of every
 * modal route's JavaScript. Like the library's portal, it shows once hydrated.
 *
 * It opens only once the cookie banner is answered (components/consent/cookie-consent.tsx): the
 * top layer would make the banner inert, so meanwhile the banner asks for its answer. Focus starts
 * on the first field and goes back to the control that opened the dialog when it closes or leaves
 * the page (a route modal closing).
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className = '',
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ open, onClose });
  // A layout effect, so it is current before the close below queues its close event.
  useLayoutEffect(() => {
    latest.current = { open, onClose };
  });

  const opener = useRef<HTMLElement | null>(null);
  const [consentAnswers, setConsentAnswers] = useState(0);
  useEffect(() => {
    const answered = () => setConsentAnswers((n) => n + 1);
    document.addEventListener(CONSENT_ANSWERED, answered);
    return () => document.removeEventListener(CONSENT_ANSWERED, answered);
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (consentPending()) {
        askForConsentFirst();
        return;
      }
      opener.current = currentOpener();
      dialog.showModal();
      focusFirstField(dialog);
      document.dispatchEvent(new Event(TOP_LAYER_CHANGED));
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, dialog);
    }
  }, [open, consentAnswers]);

  // A route modal leaves the page rather than closing: focus goes back all the same.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      // Still open (and everything else inert) until React removes it: focus goes back after.
      const giveBack = opener.current;
      if (dialog?.open) requestAnimationFrame(() => returnFocus(giveBack, dialog));
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop reaches the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (!own(event)) return;
        event.preventDefault();
        onClose();
      }}
      // The browser may close a dialog itself (a second Escape); the owner is told, once. A close
      // the owner asked for (open already false) is not reported back.
      onClose={(event) => {
        if (own(event) && latest.current.open) latest.current.onClose();
      }}
      onClick={onBackdropClick}
      className={`backdrop:bg-black/60 ${className}`}
    >
      {/* Closed, nothing inside is rendered, as with the library before. */}
      {open ? children : null}
    </dialog>
  );
}
