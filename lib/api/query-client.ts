import { QueryClient, isServer } from '@tanstack/react-query';
import { ApiError } from './api-error';

// One QueryClient per browser tab, a fresh one per server render (TanStack's Next.js pattern).

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The BFF already retries what docs/product.md §7 allows; the browser repeats only network trouble.
        retry: (failures, error) =>
          failures < 1 && error instanceof ApiError && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
