import { useCallback, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A part of the page whose script is fetched on demand, and fetched again when asked after a
 * failure. next/dynamic (React.lazy underneath) keeps a load's first outcome for the page's life,
 * which suits a part that shows the offline notice in its place (components/ui/offline-part.tsx),
 * but not one the member reaches for: a menu whose script failed once (the signal dropped, a
 * deploy since the tab opened) would never open until a reload. The bundler forgets a failed
 * script, so asking again fetches it again (e2e/shell.spec.ts fails the drawer's script once).
 *
 * `usePart()` gives the component once it has arrived (null before), and `request()`, which
 * fetches it if needed and resolves to whether it is there.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  let part: ComponentType<P> | null = null;
  let pending: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();
  const request = (): Promise<boolean> =>
    (pending ??= load().then(
      (loaded) => {
        part = loaded;
        for (const listener of listeners) listener();
        return true;
      },
      () => {
        pending = null;
        return false;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return function usePart() {
    const Part = useSyncExternalStore(
      subscribe,
      () => part,
      () => null,
    );
    return { Part, request: useCallback(request, []) };
  };
}
