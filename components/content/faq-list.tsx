'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { paragraphsOf, searchFaq, type FaqEntry } from '@/lib/content/content-text';

/** docs/product.md §2 /faq: the questions, searchable, each expanding to its answer. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const t = useTranslations('Content');
  const [query, setQuery] = useState('');
  const shown = searchFaq(entries, useDeferredValue(query));
  const inputId = useId();

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
      <Accordion.Root
        type="multiple"
        className="mt-3 divide-y divide-line rounded-2xl border border-line"
      >
        {shown.map((entry) => (
          <Accordion.Item key={entry.heading} value={entry.heading}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 p-4 text-start font-semibold">
                  {entry.heading}
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform group-data-[state=open]:-rotate-135"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4">
              {paragraphsOf(entry.body).map((paragraph, i) => (
                <p key={i} className="mt-2 whitespace-pre-line leading-relaxed first:mt-0">
                  {paragraph}
                </p>
              ))}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
