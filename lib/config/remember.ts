import 'server-only';

/**
 * Keeps what `load` answers for `ms` (server config, brands: they change rarely), and keeps the
 * last good answer when a later load fails (`load` answers null), so screens degrade, not fail.
 */
export function rememberFor<T>(ms: number, load: () => Promise<T | null>): () => Promise<T | null> {
  let remembered: { value: T; until: number } | undefined;
  return async () => {
    if (remembered && remembered.until > Date.now()) return remembered.value;
    const value = await load();
    if (value === null) return remembered?.value ?? null;
    remembered = { value, until: Date.now() + ms };
    return value;
  };
}
