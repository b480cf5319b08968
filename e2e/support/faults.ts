import { expect, type APIRequestContext } from '@playwright/test';
import { SERVICE_URL } from './outbox';

/**
 * The demo service's fault switch (/dev/faults): one member's call fails with 503 until cleared,
 * whether the app's server or the browser asks. A member page reads its data on the server for
 * the first paint, so its error states cannot be reached by cutting the browser's request alone.
 */
export async function setCallFailing(
  request: APIRequestContext,
  call: string,
  member: { cCode: string; phnNo: string },
  failing: boolean,
): Promise<void> {
  const response = await request.fetch(`${SERVICE_URL}/dev/faults`, {
    method: failing ? 'PUT' : 'DELETE',
    data: { call, ...member },
  });
  expect(response.status()).toBe(200);
}
