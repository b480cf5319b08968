import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// The demo outbox of the loyalty service: the codes that would have gone by SMS.
export const SERVICE_URL = `http://127.0.0.1:${process.env.E2E_SERVICE_PORT ?? 4110}`;

export async function latestCode(
  request: APIRequestContext,
  cCode: string,
  phnNo: string,
  after?: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `${SERVICE_URL}/dev/outbox?cCode=${encodeURIComponent(cCode)}&phnNo=${phnNo}`,
      );
      const { data } = (await response.json()) as {
        data: { messages: { code: string | null }[] };
      };
      // Reminders (no code) share the outbox with the codes.
      code = data.messages.find((m) => m.code)?.code ?? '';
      return code && code !== after ? code : '';
    })
    .not.toBe('');
  return code;
}

/** A fresh UAE mobile number (50 + 7 digits) for a new member. */
export function newUaeNumber(): string {
  return `50${randomInt(1_000_000, 10_000_000)}`;
}

/** A Saudi mobile number no member has yet (+966 5x xxx xxxx). */
export function newKsaNumber(): string {
  return `59${randomInt(1_000_000, 10_000_000)}`;
}
