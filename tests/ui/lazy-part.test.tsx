import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from '@/lib/ui/lazy-part';

// lib/ui/lazy-part.ts: a part the member reaches for (the side drawer, the wallet) is fetched
// again when asked after its script failed, rather than staying missing until a reload.

const Menu = () => <p>menu</p>;

function setup(outcomes: ('fail' | 'arrive')[]) {
  const load = vi.fn(async () => {
    if (outcomes.shift() === 'fail') throw new Error('ChunkLoadError');
    return Menu;
  });
  const usePart = lazyPart(load);
  const handle = { request: async () => false };
  function Host() {
    const part = usePart();
    useEffect(() => {
      handle.request = part.request;
    }, [part.request]);
    return part.Part ? <part.Part /> : <p>not yet</p>;
  }
  render(<Host />);
  return { load, request: () => handle.request() };
}

it('fetches again after a failure, and shows the part once it arrives', async () => {
  const { load, request } = setup(['fail', 'arrive']);
  await act(async () => expect(await request()).toBe(false));
  expect(screen.getByText('not yet')).toBeInTheDocument();
  await act(async () => expect(await request()).toBe(true));
  expect(screen.getByText('menu')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('fetches once while a fetch is under way, and never again once it arrived', async () => {
  const { load, request } = setup(['arrive']);
  await act(async () => {
    const both = await Promise.all([request(), request()]);
    expect(both).toEqual([true, true]);
  });
  await act(async () => expect(await request()).toBe(true));
  expect(load).toHaveBeenCalledOnce();
  expect(screen.getByText('menu')).toBeInTheDocument();
});
