import { rememberFor } from '@/lib/config/remember';

describe('rememberFor', () => {
  it('loads once while fresh, again when stale, and keeps the last good value on failure', async () => {
    vi.useFakeTimers();
    const answers: (string | null)[] = ['first', null, 'second'];
    let loads = 0;
    const get = rememberFor(1000, async () => answers[loads++] ?? null);
    expect(await get()).toBe('first');
    expect(await get()).toBe('first');
    expect(loads).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await get()).toBe('first'); // the load failed: the last good value stays
    expect(await get()).toBe('second');
    expect(loads).toBe(3);
    vi.useRealTimers();
  });

  it('answers null when nothing good was ever loaded', async () => {
    expect(await rememberFor(1000, async () => null)()).toBeNull();
  });
});
