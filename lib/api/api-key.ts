import type { CallName } from '@/lib/contract/calls';
import type { BrowserRequest } from '@/lib/contract/calls';

/**
 * A call's query cache key: its name and its input, so two screens asking for the same thing
 * share one request. Not a client module: the server fills the same keys for a first paint
 * (lib/server/first-paint.ts).
 */
export const apiKey = <N extends CallName>(name: N, input?: BrowserRequest<N>) =>
  [name, input ?? {}] as const;
