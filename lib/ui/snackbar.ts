import type { ExternalToast } from 'sonner';

// docs/product.md §2 Snackbar, loaded on first use: most visits never show one, so the toast library is not
// part of any page's first-load JavaScript (the JavaScript budget, docs/quality.md §3). The first call mounts the toaster
// (components/overlays/snackbar.tsx) and shows the message once it listens.

type Kind = 'message' | 'success' | 'error' | 'warning';
export type SnackbarOptions = Pick<ExternalToast, 'id' | 'duration' | 'action'>;

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For useSyncExternalStore in the Snackbar component: has anything asked for a snackbar yet? */
export const snackbarStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called by the toaster once it is mounted and listening. */
  mounted: () => markMounted(),
};

async function toaster() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast;
}

// A library that cannot load (no signal) shows nothing rather than failing the page.
const show = (kind: Kind) => (message: string, options?: SnackbarOptions) =>
  void toaster().then(
    (toast) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)),
    () => undefined,
  );

export const snackbar = {
  show: show('message'),
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  /** Hides the snackbar opened with this `id`. */
  dismiss: (id: string) => {
    if (wanted)
      void toaster().then(
        (toast) => toast.dismiss(id),
        () => undefined,
      );
  },
};
