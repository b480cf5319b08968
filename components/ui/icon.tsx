// The app's icons, drawn as strokes on a 24-unit grid in the text colour. Drawn rather than typed as
// symbols (⌂ ★ ☰ ☎): a symbol's look depends on which of the phone's fonts has it, some phones
// show an empty box, and finding that font costs the first layout time on every page.
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  rewards: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  brands: 'M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-8 9a8 8 0 0 1 16 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  // Points to the start side in English; `flip-rtl` turns it for Arabic (app/globals.css).
  back: 'M19 12H5m6 6-6-6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  // docs/product.md §2 Header: the member's name carries a crown.
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  expand: 'm6 9 6 6 6-6',
  wallet: 'M3 7h18v12H3zM3 7l2-3h14l2 3M16 13h2',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
} as const;

export type IconName = keyof typeof PATHS;

/** Decorative: the control that holds it carries the name (a label, or aria-label). */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
