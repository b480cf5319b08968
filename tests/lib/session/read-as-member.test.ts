import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import { readAsMember } from '@/lib/session/member';

// A member page's reads start beside the session check, from the cookie's phone, and are kept only
// once the check finds that member (lib/session/member.ts readAsMember).

const LAYLA = { cCode: '+971', phnNo: '501234567' };
const SIGNED_IN: SessionData = {
  isLoggedIn: true,
  accessToken: 'token',
  sessionSecret: 'secret',
  sid: 's1',
  phone: LAYLA,
};

const state = vi.hoisted(() => ({
  session: {} as SessionData,
  /** The service's answer to the session check, released by the test. */
  check: null as null | { resolve: (answer: unknown) => void },
}));
vi.mock('@/lib/session/session', () => ({ getSession: async () => state.session }));
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: () => new Promise((resolve) => (state.check = { resolve })),
}));
// React's per-render cache is a plain call outside a render.
vi.mock('react', async (actual) => ({
  ...(await actual<typeof import('react')>()),
  cache: <F>(fn: F) => fn,
}));

const memberAnswer = (phone: typeof LAYLA, name = 'Layla Haddad') => ({
  ok: true,
  status: 200,
  data: { name, ...phone },
});

/** Lets every settled promise run on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a read begun beside the session check', () => {
  beforeEach(() => {
    state.session = SIGNED_IN;
    state.check = null;
  });

  it('starts with the cookie’s phone before the service has answered, and is kept once it finds that member', async () => {
    const read = vi.fn(async (phone: typeof LAYLA) => `balances of ${phone.phnNo}`);
    const result = readAsMember(read);
    await settle();
    expect(state.check).not.toBeNull();
    expect(read).toHaveBeenCalledWith(LAYLA);
    state.check!.resolve(memberAnswer(LAYLA));
    expect(await result).toMatchObject({
      member: { name: 'Layla Haddad' },
      value: 'balances of 501234567',
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is asked again with the member the check found when their phone is not the cookie’s', async () => {
    const read = vi.fn(async (phone: typeof LAYLA) => `balances of ${phone.phnNo}`);
    const result = readAsMember(read);
    await settle();
    state.check!.resolve(memberAnswer({ cCode: '+966', phnNo: '551234567' }));
    expect((await result)?.value).toBe('balances of 551234567');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of what it read when the service no longer accepts the session', async () => {
    const read = vi.fn(async () => 'balances');
    const result = readAsMember(read);
    await settle();
    state.check!.resolve({ ok: false, status: 401, code: 'session_ended', message: '' });
    expect(await result).toBeNull();
  });

  it('keeps nothing, and leaves no stray rejection, when the service cannot answer', async () => {
    const read = vi.fn(async () => Promise.reject(new Error('refused')));
    const result = readAsMember(read);
    await settle();
    state.check!.resolve({ ok: false, status: 502, code: 'upstream_unavailable', message: '' });
    expect(await result).toBeNull();
  });

  it('reads nothing for a guest', async () => {
    state.session = {};
    const read = vi.fn(async () => 'balances');
    expect(await readAsMember(read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(state.check).toBeNull();
  });

  it('does not start early for a session that cannot be checked', async () => {
    state.session = { ...SIGNED_IN, sessionSecret: undefined };
    const read = vi.fn(async () => 'balances');
    expect(await readAsMember(read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
