import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { IntlClientProvider } from '@/lib/i18n/intl-client-provider';
import ar from '@/messages/ar.json';

// The browser's next-intl provider (lib/i18n/intl-client-provider.tsx), handed its locale and
// time zone by the server (lib/i18n/client-messages.tsx): its components read their messages, and
// on an engine that already writes Latin digits for a bare "ar", as this one does, Intl is left
// as it was (lib/i18n/latin-digits.ts).

function Amount() {
  const t = useTranslations('History');
  return <p>{t('amount', { sign: '', points: 30 })}</p>;
}

it('gives its components their messages, numbers in Western digits', () => {
  const numberFormat = Intl.NumberFormat;
  render(
    <IntlClientProvider locale="ar" timeZone="Asia/Dubai" messages={{ History: ar.History }}>
      <Amount />
    </IntlClientProvider>,
  );
  expect(screen.getByText(/نقطة/).textContent).toBe('\u206630\u2069 نقطة');
  expect(Intl.NumberFormat).toBe(numberFormat);
});
