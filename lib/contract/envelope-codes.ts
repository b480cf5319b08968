// docs/product.md §7: every response carries statusCode, message and data; docs/product.md §8 lists the codes the
// client accepts (200, 201, 211) and the errors it handles. The HTTP status equals statusCode.
// Schema-free, so the browser's fetcher reads envelopes without loading the schema library.
export const SUCCESS_CODES = [200, 201, 211] as const;
export const ERROR_CODES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;

export type SuccessCode = (typeof SUCCESS_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

export function isSuccessCode(code: number): code is SuccessCode {
  return (SUCCESS_CODES as readonly number[]).includes(code);
}
