import { rememberFor } from '@/lib/config/remember';

describe('rememberFor', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once while fresh; when stale answers at once and refreshes once in the background', async () => {
    vi.useFakeTimers();
    const answers: (string | null)[] = ['first', null, 'second'];
    let loads = 0;
    const get = rememberFor(1000, async () => answers[loads++] ?? null);
    expect(await get()).toBe('first');
    expect(await get()).toBe('first');
    expect(loads).toBe(1);
    vi.advanceTimersByTime(1001);
    // Stale: the last answer at once, and one refresh for every request that met it.
    expect(await Promise.all([get(), get(), get()])).toEqual(['first', 'first', 'first']);
    expect(loads).toBe(2);
    await vi.runAllTimersAsync();
    // That refresh failed: the last good value stays, and the next request tries again.
    expect(await get()).toBe('first');
    expect(loads).toBe(3);
    await vi.runAllTimersAsync();
    expect(await get()).toBe('second');
    expect(loads).toBe(3);
  });

  it('shares a first load between concurrent requests', async () => {
    let loads = 0;
    const get = rememberFor(1000, async () => `v${++loads}`);
    expect(await Promise.all([get(), get()])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('answers null when nothing good was ever loaded, and keeps the value when a refresh throws', async () => {
    expect(await rememberFor(1000, async () => null)()).toBeNull();
    vi.useFakeTimers();
    let calls = 0;
    const get = rememberFor(1000, async () => {
      calls += 1;
      if (calls > 1) throw new Error('down');
      return 'kept';
    });
    expect(await get()).toBe('kept');
    vi.advanceTimersByTime(1001);
    expect(await get()).toBe('kept');
    await vi.runAllTimersAsync();
    expect(await get()).toBe('kept');
  });
});
