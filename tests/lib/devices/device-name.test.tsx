import type { ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { SessionsPanel } from '@/components/account/sessions-panel';
import { LoginSessionSchema } from '@/lib/contract/auth';
import { deviceOf } from '@/lib/contract/device';
import { detectDeviceModel } from '@/lib/bff/device-model';
import { deviceNameArgs, deviceNameParts, deviceOfLogin } from '@/lib/devices/device-name';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';

// A session's device reads in the page's language (docs/product.md §2 Manage account): the BFF
// names what it detects (lib/bff/device-model.ts) in a fixed English vocabulary, which the service
// keeps and lists with the same device as data, { browser, os } (lib/contract/device.ts); the
// sessions list words it from the catalogue, never showing the kept English name.

// The app's Link needs a Next app around it; here it is the anchor it renders (a replacing link
// is one too).
vi.mock('@/lib/i18n/navigation', () => ({
  Link: (props: ComponentProps<'a'> & { href: string; replace?: boolean }) => {
    const { href, children, className } = props;
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  },
}));

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const name = (messages: typeof en, locale: 'en' | 'ar', model: string) =>
  createTranslator({ locale, messages, namespace: 'ManageAccount' })(
    'deviceName',
    deviceNameArgs(deviceOf(model)!),
  );

describe('a device as data', () => {
  it('is what the BFF’s name stands for', () => {
    expect(deviceOf(detectDeviceModel(ANDROID_CHROME))).toEqual({
      browser: 'chrome',
      os: 'android',
    });
    expect(deviceOf(detectDeviceModel(IPHONE_SAFARI))).toEqual({ browser: 'safari', os: 'ios' });
    expect(deviceOf(detectDeviceModel(''))).toEqual({ browser: 'other', os: 'none' });
    expect(deviceOf(detectDeviceModel('curl/8.0 (Linux)'))).toEqual({
      browser: 'other',
      os: 'linux',
    });
  });

  it('is none for a name outside the vocabulary', () => {
    expect(deviceOf('Unknown device')).toBeNull();
    expect(deviceOf('KFC app')).toBeNull();
    expect(deviceOf('Chrome on Plan 9')).toBeNull();
    expect(deviceNameParts('KFC app')).toBeNull();
  });

  it('is part of a login in the contract, and read from the name when an upstream leaves it out', () => {
    const login = {
      sessionId: 's1',
      deviceId: 'd1',
      deviceModel: 'Chrome on Android',
      channel: 'pwa',
      brand: 'AMRX',
      createdAt: '2026-03-05T13:07:00.000Z',
      lastLoggedInAt: '2026-03-05T13:07:00.000Z',
      isCurrentDevice: true,
    };
    expect(
      LoginSessionSchema.parse({ ...login, device: { browser: 'chrome', os: 'android' } }),
    ).toMatchObject({ device: { browser: 'chrome', os: 'android' } });
    expect(
      LoginSessionSchema.safeParse({ ...login, device: { browser: 'Chrome', os: 'Android' } })
        .success,
    ).toBe(false);
    expect(deviceOfLogin(login)).toEqual({ browser: 'chrome', os: 'android' });
    expect(deviceOfLogin({ ...login, device: null })).toBeNull();
  });

  it('is named in both languages', () => {
    const model = detectDeviceModel(ANDROID_CHROME);
    expect(model).toBe('Chrome on Android');
    expect(name(en, 'en', model)).toBe('Chrome on Android');
    expect(name(ar, 'ar', model)).toBe('كروم على أندرويد');
    expect(name(ar, 'ar', detectDeviceModel(''))).toBe('متصفح');
    expect(name(ar, 'ar', detectDeviceModel('curl/8.0 (Linux)'))).toBe('متصفح على لينكس');
  });
});

describe('the sessions list', () => {
  afterEach(() => vi.unstubAllGlobals());

  const login = (id: string, deviceModel: string, device: unknown, current = false) => ({
    sessionId: id,
    deviceId: `device-${id}`,
    deviceModel,
    device,
    channel: 'pwa',
    brand: 'AMRX',
    createdAt: '2026-11-27T10:00:00.000Z',
    lastLoggedInAt: '2026-11-27T10:32:00.000Z',
    isCurrentDevice: current,
  });

  function renderPanel(locale: 'en' | 'ar', logins: unknown[]) {
    stubBff((call) => (call === 'sso-sessions' ? { ssoInfo: { logins } } : undefined));
    return renderWithProviders(<SessionsPanel timeZone="Asia/Dubai" />, { locale });
  }

  it('names every device in Arabic, whatever the service kept in English', async () => {
    renderPanel('ar', [
      login('1', 'Chrome on Android', { browser: 'chrome', os: 'android' }, true),
      login('2', 'Browser', { browser: 'other', os: 'none' }),
      login('3', 'Unknown device', null),
    ]);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('كروم على أندرويد');
    expect(rows[1]).toHaveTextContent('متصفح');
    expect(rows[2]).toHaveTextContent('جهاز غير معروف');
    expect(list.textContent).not.toMatch(/Chrome|Android|Browser|Unknown|device/);
    // The date and time each in an isolate, on one line (docs/product.md §9 Direction).
    const isolates = rows[0]!.querySelectorAll('bdi.whitespace-nowrap');
    expect([...isolates].map((b) => b.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/2026/)]),
    );
    expect(list.textContent).not.toMatch(/[\u2066-\u2069]/);
  });

  it('names a device from its kept name when the service sends no data for it', async () => {
    renderPanel('ar', [{ ...login('1', 'Safari on iOS', undefined, true), device: undefined }]);
    expect(await screen.findByText('سفاري على آي أو إس')).toBeInTheDocument();
  });

  it('names them in English on an English page', async () => {
    renderPanel('en', [
      login('1', 'Chrome on Android', { browser: 'chrome', os: 'android' }, true),
      login('2', 'Unknown device', null),
    ]);
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on Android');
    expect(rows[1]).toHaveTextContent('Unknown device');
  });
});
