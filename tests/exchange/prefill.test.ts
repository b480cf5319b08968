import { describe, expect, it } from 'vitest';
import { parsePrefill } from '@/lib/exchange/prefill';

const params = (query: string) => new URLSearchParams(query);

describe('parsePrefill', () => {
  it('reads the rewards screen’s link', () => {
    expect(parsePrefill(params('source=AMRX&target=KFC&points=120'))).toEqual({
      source: 'AMRX',
      target: 'KFC',
      points: 120,
    });
  });

  it('accepts brand codes in any case and returns the contract’s spelling', () => {
    expect(parsePrefill(params('source=peet&target=kfc'))).toEqual({
      source: 'Peet',
      target: 'KFC',
      points: undefined,
    });
  });

  it('drops each bad value on its own', () => {
    for (const points of ['0', '-5', '1.5', 'abc', '1e3x', '', '99999999999']) {
      expect(parsePrefill(params(`source=KFC&points=${points}`))).toEqual({
        source: 'KFC',
        target: undefined,
        points: undefined,
      });
    }
    expect(parsePrefill(params('source=EVIL&target=KFC&points=60'))).toEqual({
      source: undefined,
      target: 'KFC',
      points: 60,
    });
  });

  it('is empty without parameters', () => {
    expect(parsePrefill(params(''))).toEqual({
      source: undefined,
      target: undefined,
      points: undefined,
    });
  });
});
