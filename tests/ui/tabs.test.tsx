import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';

// The WAI-ARIA tabs pattern: roles and relations, arrow keys mirrored in Arabic, Home and End,
// and each panel starting afresh.

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

const TABS = [
  { value: 'a', label: 'Alpha', panel: <Counter /> },
  { value: 'b', label: 'Beta', panel: <Counter /> },
  { value: 'c', label: 'Gamma', panel: <p>third</p> },
] as const;

const renderTabs = (locale: 'en' | 'ar') =>
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Tabs label="Sections" tabs={TABS} />
    </NextIntlClientProvider>,
  );

const selected = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;

describe('Tabs', () => {
  it('labels the list, links each tab to its panel and keeps one tab in the tab order', () => {
    renderTabs('en');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const [alpha, beta] = screen.getAllByRole('tab');
    const panel = screen.getByRole('tabpanel');
    expect(alpha).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', alpha!.id);
    expect(alpha).toHaveAttribute('tabindex', '0');
    expect(beta).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    renderTabs('en');
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('Beta');
    expect(document.activeElement).toHaveTextContent('Beta');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('Gamma');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('third');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('Alpha');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('Gamma');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('Alpha');
  });

  it('mirrors the arrow keys right to left', () => {
    renderTabs('ar');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(selected()).toBe('Beta');
  });

  it('gives each tab a fresh panel', () => {
    renderTabs('en');
    fireEvent.click(screen.getByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('count 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('count 0');
  });
});
