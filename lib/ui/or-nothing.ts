/** Stands for a part whose script could not be fetched and that the page can do without. */
export const Nothing = () => null;

/**
 * For `next/dynamic` loaders of background parts: `import('./part').then((m) => m.Part,
 * orNothing)`. Offline, with the script never kept by the service worker, the page goes on
 * without it (a visible part uses components/ui/offline-part.tsx orOffline instead).
 */
export const orNothing = (): typeof Nothing => Nothing;
