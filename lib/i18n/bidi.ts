// Direction in mixed text (docs/product.md §9 Direction). An id, a date, an e-mail, a phone number
// or a Latin brand name inside an Arabic sentence is isolated, so the bidi algorithm lays it out
// on its own and does not mix its characters with the sentence's ("QA-J4-503978626-1" read as
// "-QA-J4 … 503978626-1"). In JSX that is <bdi> (components/ui/isolated-text.tsx); in a string,
// an isolate mark pair, which the page turns back into <bdi> (IsolatedRuns) so it can also keep the
// run on one line.

/** FIRST STRONG ISOLATE: the run takes the direction of its first letter. */
export const FSI = '\u2068';
/** LEFT-TO-RIGHT ISOLATE, for a run with no letter that must read left to right ("+30"). */
export const LRI = '\u2066';
/** RIGHT-TO-LEFT ISOLATE. */
export const RLI = '\u2067';
/** POP DIRECTIONAL ISOLATE: ends the run an FSI, LRI or RLI opened. */
export const PDI = '\u2069';
/** A space no line breaks at: between a number and its unit ("30 نقطة"). */
export const NBSP = '\u00a0';

/** `text` as an isolated run (FSI … PDI). */
export const isolate = (text: string | number) => `${FSI}${text}${PDI}`;

export type Run =
  { text: string; isolated: false } | { text: string; isolated: 'auto' | 'ltr' | 'rtl' };

const OPENERS: Record<string, 'auto' | 'ltr' | 'rtl'> = {
  [FSI]: 'auto',
  [LRI]: 'ltr',
  [RLI]: 'rtl',
};

/**
 * A text cut into its plain runs and its isolated ones (outermost isolates only; marks that do not
 * pair are kept as text; an empty isolate is dropped). The marks themselves are dropped: the page
 * renders each isolated run as an element that isolates it.
 */
export function isolatedRuns(text: string): Run[] {
  const runs: Run[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const direction = OPENERS[text[i]!];
    if (direction) {
      const end = closingMark(text, i);
      if (end !== -1) {
        const inner = text.slice(i + 1, end);
        if (inner) {
          if (plain) runs.push({ text: plain, isolated: false });
          plain = '';
          runs.push({ text: inner, isolated: direction });
        }
        i = end + 1;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  if (plain) runs.push({ text: plain, isolated: false });
  return runs;
}

/** Where the isolate opened at `start` closes, counting the isolates nested in it; -1 if never. */
function closingMark(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (OPENERS[text[i]!]) depth += 1;
    else if (text[i] === PDI && --depth === 0) return i;
  }
  return -1;
}
