import * as iron from 'iron-session';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureBffEnv, seal } from '@/tests/lib/bff/harness';

// The seal is opened once a minute per process (lib/session/edge/session-cookie.ts): the
// middleware, each page and each of the browser's calls read the same cookie.

vi.mock('iron-session', async (actual) => {
  const real = await actual<typeof iron>();
  return { ...real, unsealData: vi.fn(real.unsealData) };
});

const { readSealedSession } = await import('@/lib/session/edge/session-cookie');
const unsealed = vi.mocked(iron.unsealData);

beforeAll(() => configureBffEnv('http://127.0.0.1:9'));
afterEach(() => {
  vi.useRealTimers();
  unsealed.mockClear();
});

const member = {
  isLoggedIn: true,
  accessToken: 'at',
  sid: 's-1',
  phone: { cCode: '+971', phnNo: '501234567' },
};

describe('readSealedSession', () => {
  it('opens a seal once, then answers it from memory', async () => {
    const cookie = await seal({ ...member, sid: 'once' });
    expect(await readSealedSession(cookie)).toEqual({ ...member, sid: 'once' });
    expect(await readSealedSession(cookie)).toEqual({ ...member, sid: 'once' });
    expect(unsealed).toHaveBeenCalledTimes(1);
  });

  it('gives each reader its own copy', async () => {
    const cookie = await seal({ ...member, sid: 'copy' });
    const first = await readSealedSession(cookie);
    first.phone!.phnNo = '500000000';
    first.isLoggedIn = false;
    expect(await readSealedSession(cookie)).toEqual({ ...member, sid: 'copy' });
  });

  it('opens the seal again after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cookie = await seal({ ...member, sid: 'minute' });
    await readSealedSession(cookie);
    vi.advanceTimersByTime(59_000);
    await readSealedSession(cookie);
    expect(unsealed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(await readSealedSession(cookie)).toEqual({ ...member, sid: 'minute' });
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it('reads a tampered seal as a guest, without touching the one it was made from', async () => {
    const cookie = await seal({ ...member, sid: 'tamper' });
    await readSealedSession(cookie);
    const tampered = cookie.slice(0, -6) + (cookie.endsWith('AAAA~2') ? 'BBBB~2' : 'AAAA~2');
    expect(await readSealedSession(tampered)).toEqual({});
    expect(await readSealedSession(tampered)).toEqual({});
    expect(await readSealedSession(cookie)).toEqual({ ...member, sid: 'tamper' });
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it('reads no cookie as a guest without opening anything', async () => {
    expect(await readSealedSession(undefined)).toEqual({});
    expect(unsealed).not.toHaveBeenCalled();
  });
});
