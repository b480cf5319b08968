// The remembered background of SPEC §2 Modals: the last page (not modal) this tab showed.
// Module state on purpose: it lives exactly as long as the in-app history it describes.

let lastPagePath: string | null = null;

export function rememberPage(path: string) {
  lastPagePath = path;
}

export function rememberedPage(): string | null {
  return lastPagePath;
}
