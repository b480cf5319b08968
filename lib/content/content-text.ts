// Reading the content call's texts (docs/product.md §7 content): plain text only, rendered as React text
// nodes, never as HTML.

/** A section body as paragraphs: the service separates them with blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// FAQ search (docs/product.md §2 /faq): a question matches when every word of the query appears in its
// question or answer, ignoring case, Arabic diacritics and the alef/yaa/taa-marbuta variants a
// member may or may not type.

export type FaqEntry = { heading: string; body: string };

export function normaliseForSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = normaliseForSearch(query).split(' ').filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = normaliseForSearch(`${entry.heading} ${entry.body}`);
    return words.every((word) => text.includes(word));
  });
}
