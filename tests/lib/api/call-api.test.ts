import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { envelope, startFaultUpstream } from '../bff/fault-upstream';

// The browser fetcher against a real HTTP server speaking the BFF's envelope.

const server = await startFaultUpstream();
afterAll(() => server.close());
const baseUrl = server.url;
const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'ApiErrors' });
const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'ApiErrors' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

it('posts JSON to the BFF path and returns the contract-checked data', async () => {
  server.on(() => envelope({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 }, 201));
  const result = await callApi('login', { cCode: '+971', phnNo: '501234567' }, { baseUrl });
  expect(result).toEqual({
    status: 201,
    data: { otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 },
  });
  expect(server.seen[0]).toMatchObject({
    method: 'POST',
    path: '/api/amr-loyalty/login',
    body: { cCode: '+971', phnNo: '501234567' },
  });
});

it('tells the BFF the language of the page it is called from, which the BFF answers in', async () => {
  const page = globalThis as { document?: unknown };
  page.document = { documentElement: { lang: 'ar' } };
  try {
    server.on(() => envelope({ brands: {} }));
    await callApi('remaining-limit', undefined, { baseUrl });
    expect(server.seen.at(-1)!.headers['x-page-language']).toBe('ar');
    page.document = { documentElement: { lang: 'xx' } };
    await callApi('remaining-limit', undefined, { baseUrl });
    expect(server.seen.at(-1)!.headers['x-page-language']).toBeUndefined();
  } finally {
    delete page.document;
  }
});

it('uses GET without a body for GET calls', async () => {
  server.on(() => envelope({ brands: {} }));
  await callApi('remaining-limit', undefined, { baseUrl });
  expect(server.seen[0]).toMatchObject({
    method: 'GET',
    path: '/api/amr-loyalty/remaining-limit',
    body: undefined,
  });
});

// The BFF checks every upstream reply against the contract (tests/lib/bff); the browser refuses
// whatever is not the BFF's envelope, never returning it as data.
it('refuses a success reply that is not the envelope, never returning wrong data', async () => {
  const notEnvelopes = [
    '{"total":5,"brands":{}}',
    '{"statusCode":200,"message":"OK"}',
    '{"data":{"total":5,"brands":{}}}',
    '{"statusCode":"200","message":"OK","data":{"total":5,"brands":{}}}',
    '{"statusCode":200,"message":null,"data":{"total":5,"brands":{}}}',
    '[1,2]',
    'null',
    '<html>',
  ];
  for (const raw of notEnvelopes) {
    server.on(() => ({ raw, status: 200 }));
    const error = await failure(
      callApi('loyalty-brands', { cCode: '+971', phnNo: '501234567' }, { baseUrl }),
    );
    expect(error.kind).toBe('invalid');
    expect(errorMessage(error, tEn)).toBe('Oops! Something went wrong');
  }
});

it('carries the server message, code, field and correlation id of an error', async () => {
  server.on(() =>
    envelope(
      { code: 'insufficient_points', field: 'points', correlationId: 'c-1' },
      400,
      'Insufficient points balance',
    ),
  );
  const error = await failure(
    callApi('transfer-quote', { sourceBrand: 'KFC', targetBrand: 'PHD', points: 5 }, { baseUrl }),
  );
  expect(error).toMatchObject({
    kind: 'http',
    status: 400,
    code: 'insufficient_points',
    field: 'points',
    correlationId: 'c-1',
  });
  expect(errorMessage(error, tEn)).toBe('Insufficient points balance');
});

it('shows the words of a 5xx as the BFF gives them, and the generic text for a reply without words', async () => {
  server.on(() =>
    envelope({ code: 'upstream_unavailable', correlationId: 'c-2' }, 502, ar.ApiErrors.generic),
  );
  const worded = await failure(callApi('config', undefined, { baseUrl }));
  expect(errorMessage(worded, tEn)).toBe(ar.ApiErrors.generic);
  server.on(() => envelope({ code: 'upstream_unavailable', correlationId: 'c-3' }, 502, ''));
  const unworded = await failure(callApi('config', undefined, { baseUrl }));
  expect(errorMessage(unworded, tAr)).toBe(ar.ApiErrors.generic);
});

it('maps a timeout, a cancelled request and a network error to their own texts (docs/product.md §8)', async () => {
  server.on(() => ({ hang: true }));
  const timeout = await failure(callApi('config', undefined, { baseUrl, timeoutMs: 100 }));
  expect(timeout.kind).toBe('timeout');
  expect(errorMessage(timeout, tEn)).toBe(en.ApiErrors.timeout);

  const controller = new AbortController();
  const pending = callApi('config', undefined, { baseUrl, signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  const cancelled = await failure(pending);
  expect(cancelled.kind).toBe('cancelled');
  expect(errorMessage(cancelled, tAr)).toBe(ar.ApiErrors.cancelled);

  const network = await failure(callApi('config', undefined, { baseUrl: 'http://127.0.0.1:1' }));
  expect(network.kind).toBe('network');
  expect(errorMessage(network, tEn)).toBe(en.ApiErrors.network);
});
