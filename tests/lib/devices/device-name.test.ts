import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { detectDeviceModel } from '@/lib/bff/device-model';
import { deviceNameParts } from '@/lib/devices/device-name';

// A session's device reads in the page's language (components/account/sessions-panel.tsx): the
// name the BFF detected (lib/bff/device-model.ts) and the service keeps is turned back into the
// message's arguments; a name the web app did not make is shown as it is.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const name = (messages: typeof en, locale: 'en' | 'ar', model: string) =>
  createTranslator({ locale, messages, namespace: 'ManageAccount' })(
    'deviceName',
    deviceNameParts(model)!,
  );

it('names every device the BFF detects in both languages', () => {
  const model = detectDeviceModel(ANDROID_CHROME);
  expect(model).toBe('Chrome on Android');
  expect(name(en, 'en', model)).toBe('Chrome on Android');
  expect(name(ar, 'ar', model)).toBe('كروم على أندرويد');
  expect(name(ar, 'ar', detectDeviceModel(''))).toBe('متصفح');
  expect(name(ar, 'ar', detectDeviceModel('curl/8.0 (Linux)'))).toBe('متصفح على لينكس');
});

it('leaves a name it does not know as it is', () => {
  expect(deviceNameParts('KFC app')).toBeNull();
  expect(deviceNameParts('Chrome on Plan 9')).toBeNull();
});
