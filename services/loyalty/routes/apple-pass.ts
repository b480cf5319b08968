import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import {
  devicePasses,
  latestPass,
  registerDevice,
  unregisterDevice,
} from '@/services/loyalty/domain/apple-pass-registrations';
import { defineCall } from '@/services/loyalty/http/define-call';

// Apple's pass web service as calls (lib/contract/apple-pass.ts): the BFF's handlers
// (app/api/wallet/apple/v1) speak Apple's paths and ask these.
export function registerApplePass(app: Hono, deps: Deps): void {
  const secret = deps.settings.lookupSecret;
  defineCall(app, deps, 'apple-pass-register', async ({ body, now }) => ({
    data: await registerDevice(deps.db, secret, body, now),
  }));
  defineCall(app, deps, 'apple-pass-unregister', async ({ body, now }) => ({
    data: await unregisterDevice(deps.db, secret, body, now),
  }));
  defineCall(app, deps, 'apple-pass-serials', async ({ body, now }) => ({
    data: await devicePasses(deps.db, body, now),
  }));
  defineCall(app, deps, 'apple-pass-latest', async ({ body, now }) => ({
    data: await latestPass(deps.db, secret, body, now),
  }));
}
