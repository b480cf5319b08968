import {
  findMainHeading,
  focusPageAfterModal,
  focusStep,
  focusWhenShown,
  restoreFocus,
} from '@/lib/ui/focus-step';

// lib/ui/focus-step.ts: focus goes on to the next step of a flow, never back to the top of the
// page (docs/product.md §2 "Focus follows each step"). Plain DOM: the page is the document's body.

const nextFrames = (count = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

function page(html: string) {
  document.body.innerHTML = html;
}

describe('focus after a step', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses a heading by making it focusable without making it a tab stop', () => {
    page('<main id="main"><h1>Rewards</h1></main>');
    const heading = document.querySelector('h1')!;
    expect(focusStep(heading)).toBe(true);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a control that takes focus as it is', () => {
    page('<button type="button">Unlock</button>');
    const button = document.querySelector('button')!;
    expect(focusStep(button)).toBe(true);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('tabindex');
  });

  it('does nothing for an element that is not on the page', () => {
    const gone = document.createElement('button');
    expect(focusStep(gone)).toBe(false);
    expect(focusStep(null)).toBe(false);
  });

  it('names the page’s main heading, else the main region', () => {
    page('<main id="main"><h1>Home</h1></main>');
    expect(findMainHeading()).toBe(document.querySelector('h1'));
    page('<main id="main"><p>No heading</p></main>');
    expect(findMainHeading()).toBe(document.getElementById('main'));
  });

  it('waits for the next step to be drawn, then focuses it', async () => {
    page('<div id="step"></div>');
    focusWhenShown(() => document.querySelector<HTMLElement>('#step button'));
    await nextFrames();
    document.getElementById('step')!.innerHTML = '<button type="button">Unlock</button>';
    await vi.waitFor(() => expect(document.querySelector('#step button')).toHaveFocus());
  });

  it('stops watching when told to', async () => {
    page('<div id="step"></div>');
    const stop = focusWhenShown(() => document.querySelector<HTMLElement>('#step button'));
    stop();
    document.getElementById('step')!.innerHTML = '<button type="button">Unlock</button>';
    await nextFrames();
    expect(document.querySelector('#step button')).not.toHaveFocus();
  });

  it('after a modal flow, waits for the dialog to close, then focuses the main heading', async () => {
    page('<main id="main"><h1>Rewards</h1></main><dialog open><button>Log me in</button></dialog>');
    document.querySelector<HTMLElement>('dialog button')!.focus();
    focusPageAfterModal({ withinMs: 2000, settleMs: 0 });
    await nextFrames();
    expect(document.querySelector('h1')).not.toHaveFocus();
    document.querySelector('dialog')!.remove();
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveFocus());
  });

  it('after a modal flow, leaves focus where the closing dialog gave it back', async () => {
    page('<a href="/login">Login</a><main id="main"><h1>Rewards</h1></main>');
    const opener = document.querySelector('a')!;
    opener.focus();
    focusPageAfterModal({ withinMs: 500, settleMs: 0 });
    await nextFrames();
    expect(opener).toHaveFocus();
  });

  it('after a modal flow, puts focus on the heading drawn again by the navigation', async () => {
    page('<main id="main"><h1>Rewards</h1></main>');
    focusPageAfterModal({ withinMs: 2000, settleMs: 1000 });
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveFocus());
    document.getElementById('main')!.innerHTML = '<h1>Rewards</h1>';
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveFocus());
  });

  it('gives focus back to what had it before a passing layer, else to the main heading', () => {
    page('<main id="main"><h1>Home</h1><a href="/rewards">Rewards</a></main>');
    const link = document.querySelector('a')!;
    restoreFocus(link);
    expect(link).toHaveFocus();
    link.remove();
    restoreFocus(link);
    expect(document.querySelector('h1')).toHaveFocus();
    restoreFocus(document.body);
    expect(document.querySelector('h1')).toHaveFocus();
  });
});
