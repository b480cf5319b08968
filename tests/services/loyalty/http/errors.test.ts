import { describe, expect, it } from 'vitest';
import { SERVICE_ERROR_CODES, SERVICE_ERROR_STATUS } from '@/lib/contract/error-codes';
import {
  badRequest,
  conflict,
  notFound,
  ServiceError,
  tooManyRequests,
  unauthorized,
} from '@/services/loyalty/http/errors';

// docs/conventions.md §6: a refusal's status comes from its code, through one table
// (lib/contract/error-codes.ts); the service cannot answer a code with another status.

describe('the service error model', () => {
  it('answers every code with the status of the table, and the code in its data', () => {
    for (const code of SERVICE_ERROR_CODES) {
      const error = new ServiceError(code, 'message');
      expect([code, error.status]).toEqual([code, SERVICE_ERROR_STATUS[code]]);
      expect(error.data.code).toBe(code);
    }
  });

  it('lets each helper take only the codes of its own status', () => {
    expect(badRequest('points', 'Too few', 'below_minimum').status).toBe(400);
    expect(unauthorized(undefined, 'session_invalid').status).toBe(401);
    expect(notFound('No such card', 'card_code_invalid').status).toBe(404);
    expect(conflict('Not yet a member', 'not_member').status).toBe(409);
    expect(tooManyRequests(3).headers).toEqual({ 'Retry-After': '3' });
    // A code of another status is a type error (npm run typecheck fails on these lines otherwise).
    // @ts-expect-error card_code_invalid is a 404
    conflict('No such card', 'card_code_invalid');
    // @ts-expect-error not_member is a 409
    badRequest('brand', 'Not yet a member', 'not_member');
  });
});
