import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { UsedAt } from '@/components/rewards/used-at';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// When and where a voucher was used (components/rewards/used-at.tsx): the member's country's time
// zone, the 12-hour clock, Western digits and the brand's name in the page's language
// (docs/product.md §9).

const AT = '2026-11-22T10:32:00Z';

function renderUsedAt(locale: 'en' | 'ar', brand: string, timeZone: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
      <UsedAt at={AT} brand={brand} timeZone={timeZone} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('voucher-used-at');
}

describe('a used voucher says when and where', () => {
  it('in English, in Dubai and in Riyadh', () => {
    expect(renderUsedAt('en', 'KFC', 'Asia/Dubai')).toHaveTextContent(/^Used at 2:32 pm, KFC$/);
    expect(screen.getByText('2:32 pm')).toHaveAttribute('dateTime', AT);
    expect(screen.getByText('KFC').tagName).toBe('BDI');
  });

  it('in Riyadh, an hour behind Dubai', () => {
    expect(renderUsedAt('en', 'KFC', 'Asia/Riyadh')).toHaveTextContent(/^Used at 1:32 pm, KFC$/);
  });

  it('in Arabic, with Western digits and the brand’s Arabic name', () => {
    const line = renderUsedAt('ar', 'كنتاكي', 'Asia/Dubai');
    expect(line).toHaveTextContent(/^استُخدمت الساعة 2:32 م لدى كنتاكي$/);
    expect(line.textContent).not.toMatch(/[٠-٩]/);
  });
});
