import { act, render } from '@testing-library/react';
import { useWakeLock } from '@/lib/ui/use-wake-lock';

// lib/ui/use-wake-lock.ts: the screen stays on while a code is shown, where the browser allows it.
// The browser's Screen Wake Lock API is a stand-in recording what is asked of it.

type Lock = { released: boolean; release: () => Promise<void> };

function installWakeLock(refuse = false) {
  const locks: Lock[] = [];
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen');
    if (refuse) throw new DOMException('Not allowed', 'NotAllowedError');
    const lock: Lock = {
      released: false,
      release: async () => {
        lock.released = true;
      },
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { locks, request, held: () => locks.filter((l) => !l.released).length };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Shown({ active }: { active: boolean }) {
  useWakeLock(active);
  return null;
}

const settle = () => act(async () => {});

describe('keeping the screen on while a code is shown', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('holds a lock while active and lets it go when no longer shown', async () => {
    const browser = installWakeLock();
    const view = render(<Shown active />);
    await settle();
    expect(browser.held()).toBe(1);
    view.rerender(<Shown active={false} />);
    await settle();
    expect(browser.held()).toBe(0);
    view.rerender(<Shown active />);
    await settle();
    expect(browser.held()).toBe(1);
    view.unmount();
    await settle();
    expect(browser.held()).toBe(0);
  });

  it('asks again when the page shows after the browser let the lock go', async () => {
    const browser = installWakeLock();
    render(<Shown active />);
    await settle();
    // Hidden, the browser releases the lock itself.
    browser.locks[0]!.released = true;
    setVisibility('hidden');
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(2);
    expect(browser.held()).toBe(1);
  });

  it('lets go of a lock granted after the code went', async () => {
    const browser = installWakeLock();
    const view = render(<Shown active />);
    view.unmount();
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(1);
    expect(browser.held()).toBe(0);
  });

  it('does nothing where the browser has no wake lock or refuses one', async () => {
    expect('wakeLock' in navigator).toBe(false);
    render(<Shown active />);
    const refusing = installWakeLock(true);
    render(<Shown active />);
    await settle();
    expect(refusing.request).toHaveBeenCalledTimes(1);
    expect(refusing.held()).toBe(0);
  });
});
