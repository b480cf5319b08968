'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';

export type Tab<V extends string> = { value: V; label: ReactNode; panel: ReactNode };

type Props<V extends string> = {
  label: string;
  tabs: readonly Tab<V>[];
  defaultValue?: V;
  className?: string;
  listClassName?: string;
  /** Styles a tab; the selected one carries data-state="active", as before. */
  tabClassName?: string;
  panelClassName?: string;
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys move along the row (mirrored in
 * Arabic), Home and End jump to its ends, and only the selected panel is rendered, so a list in a
 * hidden tab does not load until it is opened. Written here rather than taken from a component
 * library to keep that library out of the pages' JavaScript (the JavaScript budget, docs/quality.md §3).
 */
export function Tabs<V extends string>({
  label,
  tabs,
  defaultValue,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: Props<V>) {
  const id = useId();
  const rtl = useLocale() === 'ar';
  const [selected, setSelected] = useState<V | undefined>(defaultValue ?? tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === selected),
  );

  const select = (next: number) => {
    const wrapped = (next + tabs.length) % tabs.length;
    setSelected(tabs[wrapped]?.value);
    buttons.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step) select(index + step);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === index}
            aria-controls={panelId(i)}
            tabIndex={i === index ? 0 : -1}
            data-state={i === index ? 'active' : 'inactive'}
            onClick={() => setSelected(tab.value)}
            className={tabClassName}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Keyed, so each tab's panel starts afresh rather than inheriting another tab's state. */}
      <div
        key={tabs[index]?.value}
        role="tabpanel"
        id={panelId(index)}
        aria-labelledby={tabId(index)}
        tabIndex={0}
        className={panelClassName}
      >
        {tabs[index]?.panel}
      </div>
    </div>
  );
}
