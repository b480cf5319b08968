import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '@/lib/contract/json-body';

// The one reading of a request body, for the BFF and the service (docs/quality.md §2 item 3).
describe('parseJsonBody', () => {
  it.each([
    ['{"points":1E2}', 'points'],
    ['{"points": 1e3}', 'points'],
    ['{"points":-1e-2}', 'points'],
    ['{"points":1.5e+2}', 'points'],
    ['{"points":NaN}', 'points'],
    ['{"points":Infinity}', 'points'],
    ['{"points":-Infinity}', 'points'],
    ['{"points":0x10}', 'points'],
    ['{"points":01}', 'points'],
    ['{"points":1000000000000000000000}', 'points'],
    ['{"lat":0.0000001}', 'lat'],
    ['{"a":"1e3","b":{"c":[1,2,3e1]}}', 'b.c.2'],
    ['{"brands":[{"brand":"KFC","n":2E0}]}', 'brands.0.n'],
    ['{"key with \\" quote":1e1}', 'key with " quote'],
  ])('refuses %s naming %s', (text, field) => {
    expect(parseJsonBody(text)).toEqual({ ok: false, field, reason: 'number' });
  });

  it.each([
    '{"points":100}',
    '{"points":-1,"x":0.25,"y":0}',
    '{"note":"1e3 NaN Infinity","n":null,"t":true,"f":false}',
    '{"nested":{"list":[1,2.5,{"k":"v"}]}}',
    '{}',
  ])('reads %s as JSON.parse does', (text) => {
    expect(parseJsonBody(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('refuses what is not a JSON object', () => {
    expect(parseJsonBody('[1]')).toMatchObject({ ok: false, reason: 'not_object' });
    expect(parseJsonBody('"x"')).toMatchObject({ ok: false, reason: 'not_object' });
    expect(parseJsonBody('{"a":')).toMatchObject({ ok: false, reason: 'json' });
    expect(parseJsonBody('{"a":undefined}')).toMatchObject({
      ok: false,
      field: 'a',
      reason: 'number',
    });
  });
});
