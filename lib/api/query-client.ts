import { QueryClient, isServer, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-error';

// One QueryClient per browser tab, a fresh one per server render (TanStack's Next.js pattern).

/** A client with the app's defaults: the browser's own (getQueryClient), or one for a server render. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The BFF already retries what docs/product.md §7 allows; the browser repeats only network trouble.
        retry: (failures, error) =>
          failures < 1 && error instanceof ApiError && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
      // A change of points or profile is not queued for later: without signal it fails at once
      // and the form says so, rather than waiting and happening when the member has left.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  if (!browserClient) {
    // TanStack hears of the network only from online/offline events: a page opened without signal
    // (a saved copy, from the service worker) would fetch, fail and cover itself with errors. From
    // navigator.onLine, its queries wait for the network and the saved data stays on screen.
    onlineManager.setOnline(navigator.onLine);
    browserClient = makeQueryClient();
  }
  return browserClient;
}
