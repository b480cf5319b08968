// docs/product.md §2 Startup: six grey blocks (heights 64, 280, 100, 320, 220, 100) stand in for the page
// while its data is still loading on the client. The first paint of every page comes from the
// server, so this shows only where the client still has to load something before the page is
// true (a brand app's deep link being validated, docs/product.md §4 Account validation).
const BLOCK_HEIGHTS = [64, 280, 100, 320, 220, 100] as const;

export function StartupSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-4"
      data-testid="startup-skeleton"
      data-startup-skeleton=""
    >
      <span className="sr-only">{label}</span>
      {BLOCK_HEIGHTS.map((height, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="w-full animate-pulse rounded-2xl bg-line"
          style={{ height }}
        />
      ))}
    </div>
  );
}
