'use client';

import { useDeferredValue, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { searchFaq, type FaqEntry } from '@/lib/content/content-text';
import { Paragraphs } from './paragraphs';

/** docs/product.md §2 /faq: the questions, searchable, each expanding to its answer. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const t = useTranslations('Content');
  const [query, setQuery] = useState('');
  const shown = searchFaq(entries, useDeferredValue(query));
  const inputId = useId();
  // Open answers by question, so an answer stays open while the search narrows the list.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (heading: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(heading)) next.add(heading);
      return next;
    });

  return (
    <div className="mt-4 max-w-3xl">
      <div role="search">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('faqSearch')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="mt-1 w-full rounded-xl border border-line bg-white px-3 py-2"
        />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-muted">
        {shown.length ? t('faqCount', { count: shown.length }) : t('faqEmpty')}
      </p>
      {/* The accordion of WAI-ARIA's practices: each question a button in its heading that shows
          or hides its answer, any number open. Its few lines keep a library off the page. */}
      <div className="mt-3 divide-y divide-line rounded-2xl border border-line">
        {shown.map((entry, index) => {
          const isOpen = open.has(entry.heading);
          const answerId = `${inputId}-answer-${index}`;
          return (
            <div key={entry.heading}>
              <h2>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={answerId}
                  onClick={() => toggle(entry.heading)}
                  className="group flex w-full items-center justify-between gap-4 p-4 text-start font-semibold"
                >
                  {entry.heading}
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform group-aria-expanded:-rotate-135"
                  />
                </button>
              </h2>
              <div id={answerId} hidden={!isOpen} className="px-4 pb-4">
                <Paragraphs text={entry.body} className="first:mt-0" />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
