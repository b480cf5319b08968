import requestConfig from '@/lib/i18n/request';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Outside a react-server build next-intl's getRequestConfig throws by design; inside one it hands
// back the function it was given, as here.
vi.mock('next-intl/server', () => ({ getRequestConfig: <T>(create: T) => create }));

// next-intl's configuration for each server render: the locale the route asked for (English for
// anything else), its messages, and the programme's time zone named rather than read from the
// runtime on every request.
describe('request configuration', () => {
  const configFor = (requested: string | undefined) =>
    (
      requestConfig as unknown as (params: {
        requestLocale: Promise<string | undefined>;
      }) => Promise<Record<string, unknown>>
    )({
      requestLocale: Promise.resolve(requested),
    });

  it('answers Arabic with the Arabic messages in the programme time zone', async () => {
    const config = await configFor('ar');
    expect(config.locale).toBe('ar');
    expect(config.timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(config.messages).toEqual(ar);
  });

  it('falls back to English for a locale it does not have', async () => {
    const config = await configFor('fr');
    expect(config.locale).toBe('en');
    expect(config.messages).toEqual(en);
  });
});
