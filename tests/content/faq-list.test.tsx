import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FaqList } from '@/components/content/faq-list';
import en from '@/messages/en.json';

// docs/product.md §2 /faq: WAI-ARIA's accordion, each question a button in its heading that shows
// or hides its answer; any number open; an open answer stays open while the search narrows.

const ENTRIES = [
  { heading: 'When do my points expire?', body: 'Points expire after 12 months.' },
  { heading: 'How do I join a brand?', body: 'Open the brand and tap Join.' },
];

const renderFaq = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{ Content: en.Content }}>
      <FaqList entries={ENTRIES} />
    </NextIntlClientProvider>,
  );

describe('FaqList', () => {
  it('puts each question as a button in a heading, its answer hidden until pressed', () => {
    renderFaq();
    const question = screen.getByRole('button', { name: ENTRIES[0]!.heading });
    expect(question.closest('h2')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).toHaveTextContent(ENTRIES[0]!.body);
    expect(answer).not.toBeVisible();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    fireEvent.click(question);
    expect(answer).not.toBeVisible();
  });

  it('opens any number of answers and keeps one open while the search narrows', () => {
    renderFaq();
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'join' } });
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByText(ENTRIES[1]!.body)).toBeVisible();
  });
});
