import 'server-only';

/**
 * Keeps what `load` answers (server config, home config, brands, content: what every member
 * shares and what changes rarely) so a member's page pays only for its own member's calls
 * (bench/member-pages.mjs). Fresh for `ms`; after that the last answer is still served at once
 * while one load, shared by every request that meets it, fetches the next (stale while
 * revalidating). A failed load (null, or an error) keeps the last good answer, so screens degrade,
 * not fail; only a first load is waited for.
 */
export function rememberFor<T>(ms: number, load: () => Promise<T | null>): () => Promise<T | null> {
  let remembered: { value: T; until: number } | undefined;
  let loading: Promise<T | null> | null = null;
  const refresh = () =>
    (loading ??= load()
      .then((value) => {
        if (value === null) return remembered?.value ?? null;
        remembered = { value, until: Date.now() + ms };
        return value;
      })
      .finally(() => {
        loading = null;
      }));
  return async () => {
    if (!remembered) return refresh();
    if (remembered.until <= Date.now()) void refresh().catch(() => undefined);
    return remembered.value;
  };
}
