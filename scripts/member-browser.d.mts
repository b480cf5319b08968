// Types of scripts/member-browser.mjs, for the TypeScript that imports it.

/** What the app answered a call: its status and its envelope's data; status 0 for no answer. */
export type MemberCallResult = { status: number; data?: unknown };

export declare function memberBrowser(
  web: string,
  options?: {
    headers?: Record<string, string>;
    /** An undici dispatcher (its own local address, in scripts/scale-out.mjs). */
    dispatcher?: unknown;
  },
): { call(name: string, body?: unknown): Promise<MemberCallResult> };

export declare function signUp(
  browser: ReturnType<typeof memberBrowser>,
  phone: { cCode: string; phnNo: string },
  codeFor: (phone: string) => Promise<string>,
  profile?: { name?: string; email?: string },
): Promise<void>;
