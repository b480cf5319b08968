import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from './routes';
import { SERVICE_URL, newUaeNumber } from './outbox';
import { acceptTerms, signInFromBrandApp, signInThroughUi } from './sign-in';

// A fresh member with points, for tests that move points (exchange, history): signed in through
// the UI, then enrolled and credited through the service as the member's brand app and the
// brands' order systems would (partner API), so nothing is seeded behind the ledger's back.

type Balances = {
  total: number;
  brands: Record<string, { pointBalance: number; isLoyaltyMember: boolean }>;
};

export type TestMember = {
  phnNo: string;
  /** A brand-app login of the same member, to read and change the ledger beside the browser. */
  token: string;
  enrol(...brands: string[]): Promise<void>;
  /** One partner order worth `points` whole dirhams (capped by the brand's rules). */
  earn(brand: string, points: number): Promise<number>;
  balances(): Promise<Balances>;
  service(
    call: string,
    data: unknown,
  ): Promise<{ status: number; body: { message: string; data: unknown } }>;
};

export async function newMemberWithPoints(
  page: Page,
  request: APIRequestContext,
  locale: 'en' | 'ar',
): Promise<TestMember> {
  const m = MESSAGES[locale];
  const phnNo = newUaeNumber();
  await signInThroughUi(page, request, locale, { country: 'UAE', phnNo });
  await expect(page).toHaveURL(new RegExp(`/${locale}/create-profile$`));
  const dialog = page.getByRole('dialog');
  const name = locale === 'ar' ? 'سلمى ناصر' : 'Salma Nasser';
  await dialog.getByLabel(m.CreateProfile.name).fill(name);
  await dialog.getByLabel(m.CreateProfile.email).fill(`salma.${phnNo}@example.com`);
  await acceptTerms(dialog, locale);
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  const token = await signInFromBrandApp(request, '+971', phnNo);
  const memberHeaders = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    deviceid: 'kfc-app-device-0001',
  };
  let order = 0;

  const service: TestMember['service'] = async (call, data) => {
    const response = await request.post(`${SERVICE_URL}/v1/${call}`, {
      headers: memberHeaders,
      data,
    });
    return { status: response.status(), body: await response.json() };
  };

  return {
    phnNo,
    token,
    service,
    async enrol(...brands) {
      const { status } = await service('register-member', {
        cCode: '+971',
        firstName: name,
        lastName: '',
        phnNo,
        brands: brands.map((brand) => ({ brand, extUserId: `${brand}-${phnNo}` })),
        deviceId: 'kfc-app-device-0001',
        idempotencyKey: randomUUID(),
      });
      expect(status).toBe(200);
    },
    async earn(brand, points) {
      order += 1;
      const response = await completedOrder(request, {
        brand,
        phnNo,
        orderId: `E2E-${brand}-${phnNo}-${order}`,
        points,
      });
      expect(response.status()).toBe(200);
      return ((await response.json()).data as { earnedPoints: number }).earnedPoints;
    },
    async balances() {
      const { status, body } = await service('loyalty-brands', { cCode: '+971', phnNo });
      expect(status).toBe(200);
      return body.data as Balances;
    },
  };
}

/**
 * A completed order at a brand, as its order system reports it (the partner API): the member named
 * by their phone, or by the code the till scanned from their card.
 */
export function completedOrder(
  request: APIRequestContext,
  order: { brand: string; orderId: string; points: number } & (
    { phnNo: string } | { memberCard: string }
  ),
) {
  return request.post(`${SERVICE_URL}/v1/partner-order`, {
    headers: {
      brand: order.brand,
      'x-amr-partner-key': `demo-partner-key-${order.brand.toLowerCase()}`,
      'content-type': 'application/json',
    },
    data: {
      ...('phnNo' in order
        ? { cCode: '+971', phnNo: order.phnNo }
        : { memberCard: order.memberCard }),
      orderId: order.orderId,
      amountMinor: order.points * 100,
      status: 'completed',
    },
  });
}
