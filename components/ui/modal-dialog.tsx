'use client';

import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** A dialog that fills a small screen and is a centred box on larger ones (SPEC §2 Modals). */
export const SHEET_CLASS =
  'm-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-5 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-dialog sm:rounded-2xl sm:p-6';

/** A small dialog centred on the screen (SPEC §2 popups). */
export const POPUP_CLASS = 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl';

/** Fired after a dialog opens, so what must stay on top (the snackbar) can come back above it. */
export const TOP_LAYER_CHANGED = 'amrx:top-layer-changed';

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
 * A modal dialog on the browser's own <dialog> (SPEC §2 Modals and popups): showModal() puts it in
 * the top layer, makes the rest of the page inert, traps focus and returns it on close; Escape
 * and the backdrop close it. Used instead of a dialog library to keep that library out of every
 * modal route's JavaScript (issue 10's budget). Like the library's portal, it shows once hydrated.
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

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.dispatchEvent(new Event(TOP_LAYER_CHANGED));
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

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
        event.preventDefault();
        onClose();
      }}
      // The browser may close a dialog itself (a second Escape); the owner is told, once. A close
      // the owner asked for (open already false) is not reported back.
      onClose={() => {
        if (latest.current.open) latest.current.onClose();
      }}
      onClick={onBackdropClick}
      className={`backdrop:bg-black/60 ${className}`}
    >
      {/* Closed, nothing inside is rendered, as with the library before. */}
      {open ? children : null}
    </dialog>
  );
}
