// docs/product.md §2 Guided tour and §4 Tour, §9 tour defaults: which steps a screen gets and when the tour
// runs. Pure, so the rules are tested without a browser; components/tour/ drives driver.js.

/** docs/product.md §3: the local flag that remembers the tour was closed, skipped or finished. */
export const TOUR_SEEN_KEY = 'hasSeenTour';
/** docs/product.md §9: the tour starts 1 s after home has loaded its tour content. */
export const TOUR_START_DELAY_MS = 1000;
/** docs/product.md §2 and §9: six steps on small screens, five (the last dropped) on larger ones. */
export const MAX_STEPS = { small: 6, large: 5 } as const;

/** A server-supplied coach mark (docs/product.md §3 Home config), already in the page's language. */
export type TourEntry = { target: string; heading: string; content: string };
export type TourStep = { selector: string; title: string; text: string };

const TARGET = /^[a-z0-9-]{1,40}$/;

/**
 * The element a step points at is marked by screen size (docs/product.md §2: "anchored to elements marked
 * by size"): the bottom bar's items on small screens, the header's on larger ones.
 */
export const tourAnchor = (size: 'small' | 'large', target: string) => ({
  [size === 'small' ? 'data-tour-sm' : 'data-tour-lg']: target,
});

export function tourSteps(entries: readonly TourEntry[], size: 'small' | 'large'): TourStep[] {
  const attribute = size === 'small' ? 'data-tour-sm' : 'data-tour-lg';
  return entries
    .slice(0, MAX_STEPS[size])
    .filter((entry) => TARGET.test(entry.target) && entry.heading.trim() !== '')
    .map((entry) => ({
      selector: `[${attribute}="${entry.target}"]`,
      title: entry.heading,
      text: entry.content,
    }));
}

/** docs/product.md §4: runs only when hasSeenTour is not true. */
export function hasSeenTour(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(TOUR_SEEN_KEY) === 'true';
}

export function markTourSeen(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(TOUR_SEEN_KEY, 'true');
}

/** driver.js renders titles and texts as HTML: server-supplied words are escaped to stay words. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
