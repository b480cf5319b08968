import { deviceOf, type Device } from '@/lib/contract/device';

// The names a session's device can have: lib/bff/device-model.ts detects them from the user
// agent in the vocabulary of lib/contract/device.ts, the service keeps them as "<browser> on
// <platform>" and lists each session's device as data too, and the sessions list shows it in the
// page's language (components/account/sessions-panel.tsx, ManageAccount.deviceName).

export { BROWSERS, PLATFORMS, UNKNOWN_BROWSER, deviceOf, type Device } from '@/lib/contract/device';

/** A device as ManageAccount.deviceName's arguments. */
export const deviceNameArgs = (device: Device) => ({
  browser: device.browser,
  platform: device.os,
});

/**
 * A kept device name as the message's arguments (`other` for an unknown browser, `none` for no
 * platform); null for a name the web app did not make.
 */
export function deviceNameParts(model: string): { browser: string; platform: string } | null {
  const device = deviceOf(model);
  return device && deviceNameArgs(device);
}

/**
 * A listed session's device: the data the service sends, or, from an upstream that sends only the
 * name (`device` absent), the data that name stands for; null when it stands for none.
 */
export const deviceOfLogin = (login: { deviceModel: string; device?: Device | null }) =>
  login.device !== undefined ? login.device : deviceOf(login.deviceModel);
